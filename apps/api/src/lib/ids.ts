/**
 * Big tables use bigint identities. PostgreSQL's driver reads int8 as a string and PGlite as a number, so
 * ids are always selected as text: the api speaks of ids as strings whatever the database.
 */
import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../http/errors';

/** `ref::text` — select a bigint id (or any column) as text. */
export const asText = (ref: string): RawBuilder<string> => sql<string>`${sql.ref(ref)}::text`;

/** A nullable bigint reference as text. */
export const asTextOrNull = (ref: string): RawBuilder<string | null> => sql<string | null>`${sql.ref(ref)}::text`;

const BIGINT_ID = /^[1-9]\d{0,17}$/;

/** A path or body id: digits only (a bigint), else 400 naming the field. */
export function parseId(value: string | number | null | undefined, field = 'id'): string {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (!BIGINT_ID.test(text)) throw badRequest('invalidField', { field, detail: 'not an id' }, field);
  return text;
}
