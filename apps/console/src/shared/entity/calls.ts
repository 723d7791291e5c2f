/**
 * Calls of the operations a description names (its `operations`), through the console's one API client
 * (headers, error catalogue, duplicate guard). The operation's method and path come from the contract
 * (virtual:operations, built from openapi.json by vite.config.ts).
 */
import operations from 'virtual:operations';
import type { OperationId } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';
import type { PageParams, PageResult } from '../list-page';
import type { EntityRecord } from './model';

export interface CallInput {
  path?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

type Init = { params: { path?: Record<string, string>; query?: Record<string, unknown> }; body?: unknown; parseAs?: 'stream' };
type Method = (path: string, init: Init) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

function request(operation: OperationId, input: CallInput, stream = false) {
  const found = operations[operation];
  if (!found) throw new Error(`operation ${operation} is not in the contract`);
  const [method, path] = found;
  const call = (api as unknown as Record<string, Method>)[method];
  if (!call) throw new Error(`operation ${operation}: method ${method} not supported`);
  return call(path, {
    params: { ...(input.path ? { path: input.path } : {}), ...(input.query ? { query: input.query } : {}) },
    ...(input.body !== undefined ? { body: input.body } : {}),
    ...(stream ? { parseAs: 'stream' as const } : {}),
  });
}

/** Calls an operation and answers its `result` (a failure has been shown by the error catalogue and rejects). */
export function callOperation<R>(operation: OperationId, input: CallInput = {}): Promise<R> {
  return unwrap(request(operation, input) as never) as Promise<R>;
}

/** Starts a streamed download (export): the raw response, saved by the caller. */
export async function streamOperation(operation: OperationId, input: CallInput): Promise<Response> {
  return (await request(operation, input, true)).response;
}

export const listRecords = (operation: OperationId, query: Record<string, unknown> & PageParams) =>
  callOperation<PageResult<EntityRecord>>(operation, { query });

export const getRecord = (operation: OperationId, id: string) => callOperation<EntityRecord>(operation, { path: { id } });
