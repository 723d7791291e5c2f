/** Shared by the *.test.ts files (not exported by the package). */
import { enUS, zhCN } from '@port/config/i18n';

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
  });
}

function lookup(resources: object, key: string): unknown {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** True when the key resolves to a string in both complete languages. */
export function keyExistsInBothLanguages(key: string): boolean {
  return typeof lookup(zhCN, key) === 'string' && typeof lookup(enUS, key) === 'string';
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
