/** Kysely types of the status page's table (migration 0065_status). */
import type { ColumnType } from 'kysely';

/**
 * One sample of one component per minute, written by the periodic check of whichever replica gets there first
 * (the primary key makes the others' writes of that minute no-ops).
 */
export interface StatusSamplesTable {
  /** api | database | redis | websocket | sms | bank | customs | webhooks */
  component: string;
  /** The minute sampled (seconds and below zero). */
  minute: ColumnType<Date, Date | string, Date | string>;
  /** up | degraded | down */
  state: string;
}

declare module '../../db/schema' {
  interface DB {
    status_samples: StatusSamplesTable;
  }
}
