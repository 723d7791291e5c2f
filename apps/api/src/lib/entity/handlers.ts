/**
 * The handlers of an entity's operations (the description's `operations`), built from its store: list,
 * get, create, update, remove, transition, history and export. A domain spreads them into its handler map
 * and adds what is truly special.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { serverLanguage } from '@port/config/server-messages';
import { RAW, requireUser, type Handlers } from '../../http/contract';
import { parseId } from '../ids';
import { allowedActions, partiesOf } from './actors';
import { readHistory } from './history';
import { exportEntity, listEntity, type ListQuery } from './list';
import { readRow } from './rows';
import { COUNTERPART, OWNER, THIRD, type EntityCaller, type EntityStore, type Row } from './store';
import { transitionEntity, type TransitionBody } from './transition';
import { removeEntity, saveEntity } from './write';
import type { AppServices, SessionUser } from '../../services';
import { signedLink } from '../file-links';

/** What every entity handler reads of its call; the contract has validated query and body against openapi/. */
interface EntityCall {
  services: AppServices;
  user: SessionUser | null;
  req: { id: string; ip?: string; headers: Record<string, string | string[] | undefined>; log: FastifyBaseLogger };
  reply: FastifyReply;
  query: ListQuery & { version?: number };
  params: { id?: string };
  body: Readonly<Record<string, unknown>> & { version?: number };
}
type EntityHandler = (call: EntityCall) => Promise<unknown>;

export interface EntityHandlerOptions {
  /** The page title's text key, naming the export file (e.g. 'vessel.pages.voyages'). */
  exportTitle: string;
  /** The export's sheet name; default the description's name. */
  sheetName?: string;
}

export function entityHandlers<T, S extends string, D, TB extends keyof D>(store: EntityStore<T, S, D, TB>, options: EntityHandlerOptions): Handlers {
  const d = store.description;
  const flow = d.status;
  const callerOf = (call: EntityCall): EntityCaller => ({
    services: call.services, user: requireUser(call.user), traceId: call.req.id, ...(call.req.ip ? { ip: call.req.ip } : {}),
    lang: serverLanguage(call.req.headers['accept-language'] as string | undefined),
  });
  const fileFields = Object.entries(d.fields as Record<string, { kind: string } | undefined>).filter(([, f]) => f?.kind === 'file').map(([name]) => name);
  /** Signed links of the record's documents: whoever may read the record may open them (they expire in minutes). */
  const fileLinksOf = (caller: EntityCaller, row: Row) => {
    const now = caller.services.now();
    const links: Record<string, string> = {};
    for (const field of fileFields) if (typeof row[field] === 'string') links[field] = signedLink(caller.services.env.signingSecret, row[field], now).url;
    return links;
  };
  /** The record as the caller sees it: with the actions the caller may take now when the entity has a flow, and its documents' links. */
  const recordOf = (caller: EntityCaller) => (record: T, row: Row): T => ({
    ...record,
    ...(flow ? { allowedActions: allowedActions(flow, String(row[flow.field]), caller.user, partiesOf(caller.user, row[OWNER], row[COUNTERPART], row[THIRD])) } : {}),
    ...(fileFields.length ? { fileLinks: fileLinksOf(caller, row) } : {}),
  });
  const get = async (caller: EntityCaller, id: string) => {
    const row = await readRow(store, caller, id);
    return recordOf(caller)(store.toRecord(row), row);
  };
  const idOf = (call: EntityCall) => parseId(call.params.id);

  const ops: Array<[string | undefined, EntityHandler]> = [
    [d.operations.list, (call) => { const caller = callerOf(call); return listEntity(store, caller, call.query, recordOf(caller)); }],
    [d.operations.get, (call) => get(callerOf(call), idOf(call))],
    [d.operations.create, async (call) => { const caller = callerOf(call); return get(caller, await saveEntity(store, caller, call.body)); }],
    [d.operations.update, async (call) => { const caller = callerOf(call); return get(caller, await saveEntity(store, caller, call.body, idOf(call))); }],
    [d.operations.remove, async (call) => { await removeEntity(store, callerOf(call), idOf(call), Number(call.query.version)); return null; }],
    [d.operations.transition, async (call) => {
      const caller = callerOf(call);
      const id = idOf(call);
      await transitionEntity(store, caller, call.req.log, id, call.body as unknown as TransitionBody);
      return get(caller, id);
    }],
    [d.operations.history, async (call) => {
      const caller = callerOf(call);
      const id = idOf(call);
      await readRow(store, caller, id);
      return readHistory(caller.services.db, d.name, id);
    }],
    [d.operations.export, async (call) => { await exportEntity(store, callerOf(call), call.reply, call.query, options); return RAW; }],
  ];
  // The map is keyed by the description's operation ids; the agreement test holds them to the contract's.
  return Object.fromEntries(ops.filter(([op]) => op !== undefined)) as unknown as Handlers;
}
