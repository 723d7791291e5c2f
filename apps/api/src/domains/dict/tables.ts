/** Kysely types of the lookup tables (migration 0002_content). dict_data itself is in db/schema.ts. */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ContainerAgentsTable {
  containeragent: string;
  chndesc: string;
  engdesc: string | null;
  remark: string | null;
}

/** A company's code in an outside system (source, e.g. 'DW'). */
export interface CompanyMappingsTable {
  id: Generated<string>;
  company_code: string;
  company_name: string | null;
  company_mapping_code: string;
  company_mapping_name: string | null;
  source: string;
}

/** Empty containers available at one yard (org_code) for one line and size/type. */
export interface EmptyCtnStockTable {
  org_code: string;
  org_name: string | null;
  line_code: string;
  ctn_size_type: string;
  ctn_count: number;
  update_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    company_mappings: CompanyMappingsTable;
    container_agents: ContainerAgentsTable;
    empty_ctn_stock: EmptyCtnStockTable;
  }
}
