/** Kysely types of the home domain (migration 0179_home_work_limits), merged into DB from here. */
import type { ColumnType } from 'kysely';

/** A work-item kind's overdue limit set by platform staff; a kind without a row keeps its description's default. */
export interface WorkLimitsTable {
  kind: string;
  minutes: number;
  update_by: string;
  update_time: ColumnType<Date, Date | undefined, Date>;
}

declare module '../../db/schema' {
  interface DB {
    work_limits: WorkLimitsTable;
  }
}
