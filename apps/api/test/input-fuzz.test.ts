/**
 * Bad input never answers 500 (issue 30, item 4). Every operation of the contract is called with a valid request
 * (built from the contract, test/contract-samples.ts) in which one field at a time is replaced by a hostile value:
 * a NUL character, a lone surrogate, an over-long text, a wrong type, and for ids and numbers a huge, a negative and a
 * non-numeric value. Fields are body properties (nested ones too), query filters and path parameters.
 *
 * The caller is the one the operation admits: the platform administrator for platform operations, a company user
 * (the demo forwarder) where their role opens it, an API key for /open/v1, nobody for public ones. Fields are
 * sampled per operation with a fixed seed so a run is repeatable and stays within a minute.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { contractOperations, type ContractOperation } from '../src/http/contract';
import { hasPermission, type SessionUser } from '../src/services';
import { readEnv } from '../src/env';
import { ADMIN, FORWARDER, bearer, startApp, tokenFor } from './helpers';
import { contract, deref, sample, type Json, type Schema } from './contract-samples';
import { seededRandom } from '../src/lib/seeded-random';

/** Fields tried per operation (sampled when there are more) and the seed of the sampling. */
const FIELDS_PER_OPERATION = 6;
const SEED = 30_4;

type Where = 'path' | 'query' | 'body';
interface Slot {
  where: Where;
  /** The parameter's name, or the body property's path (array items by index 0). */
  at: Array<string | number>;
  type: string;
}

/** The hostile values for a field of this type; ids and numbers also get huge, negative and non-numeric ones. */
function hostile(slot: Slot): Array<[string, unknown]> {
  const name = String(slot.at[slot.at.length - 1]);
  const idLike = /(^id$|Id$|Ids$|^ids$|No$)/.test(name);
  const numbers: Array<[string, unknown]> = [
    ['huge id', '99999999999999999999999'],
    ['negative id', '-1'],
    ['non-numeric id', 'abc'],
  ];
  if (slot.type === 'integer' || slot.type === 'number') {
    return slot.where === 'body'
      ? [['huge number', 1e300], ['negative number', -1], ['beyond bigint', 2 ** 64], ['wrong type', 'abc'], ['fraction', 1.5]]
      : numbers;
  }
  if (slot.type === 'boolean') return [['wrong type', slot.where === 'body' ? { x: 1 } : 'maybe']];
  const texts: Array<[string, unknown]> = [
    ['NUL', 'a\u0000b'],
    ['lone surrogate', 'a\ud800b'],
    ['over-long', 'x'.repeat(slot.where === 'body' ? 70_000 : 3_000)],
  ];
  if (slot.where === 'body') texts.push(['wrong type', { x: 1 }], ['wrong type (number)', 12345]);
  return idLike || slot.where !== 'body' ? [...texts, ...numbers] : texts;
}

function typeOf(s: Schema): string | undefined {
  const t = Array.isArray(s.type) ? (s.type as string[]).find((x) => x !== 'null') : (s.type as string | undefined);
  return t ?? (s.properties ? 'object' : undefined);
}

/** Every leaf property of a body schema (strings, numbers, booleans), nested objects and array items included. */
function leaves(schema: Schema | undefined, at: Array<string | number>, depth = 0): Slot[] {
  const s = deref(schema);
  if (!s || depth > 5) return [];
  if (Array.isArray(s.allOf)) return (s.allOf as Schema[]).flatMap((p) => leaves(p, at, depth + 1));
  const alt = (s.oneOf ?? s.anyOf) as Schema[] | undefined;
  if (alt) return leaves(alt.find((a) => deref(a)?.type !== 'null') ?? alt[0], at, depth + 1);
  const type = typeOf(s);
  if (type === 'object') return Object.entries((s.properties ?? {}) as Record<string, Schema>).flatMap(([k, v]) => leaves(v, [...at, k], depth + 1));
  if (type === 'array') return leaves(s.items as Schema, [...at, 0], depth + 1);
  if (type && at.length) return [{ where: 'body', at, type }];
  return [];
}

/** Sets a value deep in a JSON value, creating the objects and arrays on the way. */
function setAt(root: unknown, at: Array<string | number>, value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at;
  const container: Json | unknown[] = Array.isArray(root) ? [...root] : root && typeof root === 'object' ? { ...(root as Json) } : typeof head === 'number' ? [] : {};
  const next = (container as Record<string | number, unknown>)[head!];
  (container as Record<string | number, unknown>)[head!] = setAt(next, rest, value);
  return container;
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, SEED);

interface Request {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  json: boolean;
}

/** A valid request of the operation and the fields that may be fuzzed (sampled). */
function plan(op: ContractOperation): { base: Request; slots: Slot[] } | null {
  const o = contract.paths[op.path]![op.method] as Json;
  const content = (o.requestBody as Json | undefined)?.content as Record<string, { schema?: Schema }> | undefined;
  // Uploads are multipart: their fields are read by the handlers (files.test.ts and documents.test.ts cover them).
  if (content?.['multipart/form-data'] && !content['application/json']) return null;
  const params = ((o.parameters ?? []) as Schema[]).map((p) => deref(p) as Json & { name: string; in: string; required?: boolean; schema?: Schema });
  const base: Request = { path: {}, query: {}, body: undefined, json: Boolean(content?.['application/json']) };
  const slots: Slot[] = [];
  for (const p of params) {
    if (p.in !== 'path' && p.in !== 'query') continue;
    const v = p.required || p.in === 'path' ? sample(p.schema, {}) : undefined;
    if (v !== undefined) (p.in === 'path' ? base.path : base.query)[p.name] = String(v);
    slots.push({ where: p.in, at: [p.name], type: typeOf(deref(p.schema) ?? {}) ?? 'string' });
  }
  if (base.json) {
    base.body = sample(content!['application/json']!.schema, {}) ?? {};
    slots.push(...leaves(content!['application/json']!.schema, []));
  }
  const next = seededRandom(hash(op.operationId));
  const shuffled = slots.map((s) => [next(), s] as const).sort((a, b) => a[0] - b[0]).map(([, s]) => s);
  return { base, slots: shuffled.slice(0, FIELDS_PER_OPERATION) };
}

/** Path and query values go on the URL encoded, a lone surrogate as the raw bytes a careless client sends (encodeURIComponent refuses it). */
function encode(value: string): string {
  return value.split(/([\ud800-\udfff])/).map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');
}

function urlOf(op: ContractOperation, req: Request): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encode(req.path[name] ?? '1'));
  const query = Object.entries(req.query).map(([k, v]) => `${encodeURIComponent(k)}=${encode(v)}`).join('&');
  return `/new/api${path}${query ? `?${query}` : ''}`;
}

/** Operations that end the caller's session or change its password run last, so the others keep their caller. */
const SESSION_ENDERS = new Set(['logout', 'updatePassword', 'resetOwnPassword', 'changeMobile', 'adminResetPassword', 'changeUserStatus']);
const rank = (op: ContractOperation) => (SESSION_ENDERS.has(op.operationId) ? 2 : op.method === 'delete' ? 1 : 0);

describe('input fuzz: hostile values in every field of every operation never answer 500', () => {
  let app: FastifyInstance;
  const headersFor = new Map<string, Record<string, string>>();
  let admin: Record<string, string>;
  let company: Record<string, string>;
  let companyUser: SessionUser;

  beforeAll(async () => {
    const env = readEnv();
    app = await startApp({ openApi: { ...env.openApi, rateLimit: 1_000_000, worker: false } });
    admin = bearer(await tokenFor(app, ADMIN));
    const forwarder = await tokenFor(app, FORWARDER);
    company = bearer(forwarder);
    companyUser = (await app.inject({ method: 'GET', url: '/new/api/user/auth/getInfo', headers: company })).json().result as SessionUser;
    // An API key of each product the /open/v1 operations name, on an approved subscription of the forwarder.
    const products = new Set(contractOperations().filter((o) => o.access === 'api-key').map((o) => (contract.paths[o.path]![o.method] as Json)['x-api-product'] as string));
    for (const productCode of products) {
      const applied = await app.inject({ method: 'POST', url: '/new/api/portal/apiSubscriptions', headers: company, payload: { productCode, purpose: '系统对接', contactName: '张经理', contactMobile: FORWARDER } });
      const id = (applied.json() as { result: { id: string } }).result.id;
      await app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${id}/review`, headers: admin, payload: { status: '1' } });
      const issued = await app.inject({ method: 'POST', url: `/new/api/portal/apiSubscriptions/${id}/keys`, headers: company, payload: {} });
      headersFor.set(productCode, { 'x-api-key': (issued.json() as { result: { key: string } }).result.key });
    }
  });
  afterAll(() => app?.close());

  function caller(op: ContractOperation): Record<string, string> {
    if (op.access === 'public') return {};
    if (op.access === 'api-key') return headersFor.get((contract.paths[op.path]![op.method] as Json)['x-api-product'] as string) ?? {};
    if (op.access === 'platform') return admin;
    if (op.access === 'permission' && !hasPermission(companyUser, op.permission!)) return admin;
    return company;
  }

  it('answers 400 (or another refusal) to NUL, lone surrogates, over-long texts, wrong types and bad ids', async () => {
    const started = Date.now();
    const failures: string[] = [];
    let calls = 0;
    const ops = contractOperations().sort((a, b) => rank(a) - rank(b));
    for (const op of ops) {
      const p = plan(op);
      if (!p) continue;
      const headers = caller(op);
      for (const slot of p.slots) {
        for (const [kind, value] of hostile(slot)) {
          const req: Request = { ...p.base, path: { ...p.base.path }, query: { ...p.base.query } };
          if (slot.where === 'body') req.body = setAt(req.body, slot.at, value);
          else req[slot.where][String(slot.at[0])] = String(value);
          const res: LightMyRequestResponse = await app.inject({
            method: op.method.toUpperCase() as 'GET',
            url: urlOf(op, req),
            headers: { ...headers, ...(req.json ? { 'content-type': 'application/json; charset=utf-8' } : {}) },
            ...(req.json ? { payload: JSON.stringify(req.body) } : {}),
          });
          calls += 1;
          if (res.statusCode >= 500 && res.statusCode !== 501) {
            failures.push(`${op.operationId} ${slot.where}.${slot.at.join('.')} ${kind}: ${res.statusCode} ${res.body.slice(0, 140)}`);
          }
        }
      }
    }
    const ms = Date.now() - started;
    console.log(`input fuzz: ${ops.length} operations, ${calls} calls in ${ms} ms, ${failures.length} answers of 500\n  ${failures.join('\n  ')}`);
    expect(failures).toEqual([]);
  }, 600_000);
});
