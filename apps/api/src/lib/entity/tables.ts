/** The entity mechanism's own table (migration 0011_entity_record_history), merged into DB from here. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export interface RecordChange {
  field: string;
  before: unknown;
  after: unknown;
}

export interface RecordHistoryTable {
  id: Generated<string>;
  /** The description's name, e.g. 'vessel.voyage'. */
  entity: string;
  record_id: string;
  time: ColumnType<Date, Date | undefined, never>;
  actor_id: string | null;
  actor_company_id: string | null;
  /** create, update, or a transition's action */
  action: string;
  from_state: string | null;
  to_state: string | null;
  reason: string | null;
  changes: JSONColumnType<RecordChange[], string, never>;
}

declare module '../../db/schema' {
  interface DB {
    record_history: RecordHistoryTable;
  }
}
