/** Kysely types of the branch-line box release domain (migration 0014_branch_release). Merged into DB from here. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface BranchReleasesTable {
  id: Generated<string>;
  /** The variant (migration 0125): 'branch' = a branch-line box release, 'laden' = a non-local laden entry. */
  kind: Generated<string>;
  /** laden: the non-local port the containers come from (UN/LOCODE). */
  origin_port: string | null;
  /** laden: seal numbers, comma-separated, one per container in order. */
  seals: string | null;
  /** laden: gross weights in kg, comma-separated, one per container in order. */
  weights: string | null;
  total_weight_kg: number | null;
  /** BR + yymmdd + a sequence, assigned on create. */
  apply_no: string;
  /** The branch port (UN/LOCODE): CNDTU, CNDMY; for a laden entry the local port the containers enter (CNNGB). */
  port_code: string;
  /** The vessel voyage (vessel_voyages.seq). */
  voyage_seq: string;
  bl_no: string;
  /** Container numbers, comma-separated, each passing SPEC §5. */
  containers: string;
  container_count: number;
  size_type: string;
  /** laden | empty */
  load: string;
  remark: string | null;
  /** draft | submitted | approved | rejected | cancelled */
  status: Generated<string>;
  /** The forwarder that applied (owner). */
  company_id: string;
  /** The branch port's terminal company that audits (counterpart). */
  terminal_company_id: string | null;
  created_by: string | null;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    branch_releases: BranchReleasesTable;
  }
}
