/** Kysely types of the documents' records (migration 0006_documents). */
import type { ColumnType, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type BigId = ColumnType<string, string | number | undefined, string | number>;
type NullableBigRef = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** 过磅单: one weighing of a container on a truck (SheetPrint). */
export interface WeighListsTable {
  id: BigId;
  list_no: string;
  company_id: string;
  order_id: NullableBigRef;
  truck_license: string;
  ctn_no: string;
  ctn_size: string;
  ctn_type: string;
  seal_no: string | null;
  gross_kg: number;
  tare_kg: number;
  cargo_name: string | null;
  yard_name: string;
  weigher: string | null;
  weigh_time: Timestamp;
  create_time: CreatedAt;
}

/** 设备交接单 (EIR); kind EIR or EIRJX chooses the layout. */
export interface EirRecordsTable {
  id: BigId;
  eir_no: string;
  kind: string;
  company_id: string;
  order_id: NullableBigRef;
  direction: string;
  ctn_no: string;
  ctn_size: string;
  ctn_type: string;
  seal_no: string | null;
  ctn_operator: string | null;
  bill_no: string | null;
  vessel: string | null;
  voyage: string | null;
  truck_license: string;
  driver_name: string | null;
  yard_name: string;
  condition: string | null;
  gross_kg: number | null;
  issue_time: Timestamp;
  create_time: CreatedAt;
}

export interface EdoContainer {
  ctnNo: string;
  ctnSize: string;
  ctnType: string;
  sealNo: string | null;
  grossKg: number | null;
}

/** 电子提货单 (electronic D/O). */
export interface EdoRecordsTable {
  id: BigId;
  edo_no: string;
  company_id: string;
  bill_no: string;
  vessel: string;
  voyage: string;
  consignee: string;
  agent_name: string;
  yard_name: string;
  valid_until: Timestamp;
  containers: JSONColumnType<EdoContainer[], string, string>;
  issue_time: Timestamp;
  create_time: CreatedAt;
}

/** One print of a document; the id is its serial number. */
export interface DocumentPrintsTable {
  id: BigId;
  kind: string;
  doc_id: string;
  printed_by: string | null;
  print_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    document_prints: DocumentPrintsTable;
    edo_records: EdoRecordsTable;
    eir_records: EirRecordsTable;
    weigh_lists: WeighListsTable;
  }
}
