/** Kysely types of the shared machinery's own tables (migration 0005_trucking). */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** Progress of one streamed export, polled by the client from any replica. */
export interface ExportJobsTable {
  id: string;
  user_id: string;
  name: string;
  total: Generated<number>;
  total_exact: Generated<boolean>;
  done: Generated<number>;
  /** running | done | failed */
  status: Generated<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}
