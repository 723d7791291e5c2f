/**
 * Every entity description agrees with the hand-written contract (openapi/): its operations exist, the
 * status enum is the description's states, the action enum its transitions' actions, the list and export
 * take every filter's parameters, sortField's enum is the sort allow-list, and the x-permission of the
 * plain operations are the description's permissions. A description and the contract cannot drift apart.
 */
import { describe, expect, it } from 'vitest';
import spec from '../generated/openapi.json';
import { rangeParamsOf, type EntityDescription } from '../domain/describe';
import { ENTITY_DESCRIPTIONS } from './index';

type Json = { [key: string]: unknown };
interface Operation {
  operationId: string;
  parameters?: Json[];
  requestBody?: Json;
  responses: Record<string, Json>;
  'x-permission'?: string;
}

const doc = spec as unknown as { paths: Record<string, Record<string, Operation>>; components: Json };
const operations = new Map<string, Operation>();
for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) if (op && typeof op === 'object' && 'operationId' in op) operations.set(op.operationId, op);

/** Follows local $refs ('#/components/…') until a schema or parameter that is not a reference. */
function deref(node: unknown): Json {
  let at = node as Json;
  while (typeof at?.$ref === 'string') {
    at = (at.$ref as string).slice(2).split('/').reduce<unknown>((n, part) => (n as Json)[part], doc) as Json;
  }
  return at;
}

/** The properties of an object schema, allOf parts merged. */
function properties(schema: unknown): Json {
  const s = deref(schema);
  const own = (s.properties as Json | undefined) ?? {};
  return Object.assign({}, ...((s.allOf as unknown[] | undefined) ?? []).map(properties), own) as Json;
}

const enumOf = (schema: unknown): unknown[] | undefined => {
  const s = deref(schema);
  if (Array.isArray(s.enum)) return s.enum;
  const items = s.oneOf as unknown[] | undefined;
  return items?.map(enumOf).find((e) => e !== undefined);
};

const queryParams = (op: Operation) => (op.parameters ?? []).map(deref).filter((p) => p.in === 'query');
const jsonSchema = (holder: unknown) => ((deref(holder).content as Json)['application/json'] as Json).schema;
const resultSchema = (op: Operation) => properties(jsonSchema(op.responses['200'])).result;
const bodySchema = (op: Operation) => jsonSchema(op.requestBody);

const filterParams = (d: EntityDescription<never, string>) =>
  d.filters.flatMap((f) => (f.match === 'range' ? [...rangeParamsOf(f)] : [f.param ?? f.field]));

describe.each(ENTITY_DESCRIPTIONS.map((d) => [d.name, d] as const))('%s agrees with openapi/', (_name, d) => {
  const op = (id: string | undefined) => {
    const found = id ? operations.get(id) : undefined;
    if (!found) throw new Error(`operation ${id} is not in openapi/`);
    return found;
  };

  it('names operations that exist', () => {
    for (const id of Object.values(d.operations)) expect(operations.has(id as string), String(id)).toBe(true);
  });

  it('lists and exports with every filter and the sort allow-list', () => {
    for (const id of [d.operations.list, d.operations.export].filter(Boolean)) {
      const params = queryParams(op(id));
      const names = params.map((p) => p.name);
      expect(names, String(id)).toEqual(expect.arrayContaining(filterParams(d)));
      const sortField = params.find((p) => p.name === 'sortField');
      expect(enumOf(sortField?.schema)?.slice().sort(), `${String(id)} sortField`).toEqual([...d.sorts].sort());
    }
  });

  it('declares the description permissions on the plain operations', () => {
    const pairs: Array<[string | undefined, string | undefined]> = [
      [d.operations.list, d.permissions.list],
      [d.operations.get, d.permissions.view],
      [d.operations.create, d.permissions.create],
      [d.operations.update, d.permissions.edit],
      [d.operations.remove, d.permissions.remove],
      [d.operations.export, d.permissions.export],
      [d.operations.import, d.permissions.import],
    ];
    for (const [id, permission] of pairs) if (id) expect(op(id)['x-permission'], id).toBe(permission);
  });

  it('has the status enum of its states and the action enum of its transitions', () => {
    if (!d.status) return;
    const record = properties(resultSchema(op(d.operations.get)));
    expect(enumOf(record[d.status.field])?.slice().sort()).toEqual(Object.keys(d.status.states).sort());
    // A transition nobody may take (by: []) is the server's own (e.g. an order completing on its last delivery): not on the wire.
    const actions = [...new Set(d.status.transitions.filter((t) => t.by.length > 0).map((t) => t.action))].sort();
    expect(enumOf(properties(bodySchema(op(d.operations.transition))).action)?.slice().sort()).toEqual(actions);
    for (const t of d.status.transitions) expect(Object.keys(d.status.states)).toEqual(expect.arrayContaining([...t.from, t.to]));
  });

  it('describes only fields of the record the get operation answers', () => {
    const record = properties(resultSchema(op(d.operations.get)));
    for (const field of Object.keys(d.fields)) expect(Object.keys(record), field).toContain(field);
  });
});
