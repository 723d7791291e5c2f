/** Kysely types of the EDI message hub (migration 0179_edi_messages), merged into DB from here. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A change an applied message made: the container move it recorded. */
export interface EdiRecord {
  kind: 'containerMove';
  id: string;
  containerNo: string;
  event: string;
}

/** One problem the log shows: a syntax error (CONTRL) or a business refusal (APERAK). */
export interface EdiProblem {
  kind: 'syntax' | 'business';
  /** The inbound message's reference, null for the interchange's envelope. */
  message: string | null;
  code: string;
  segment: string;
  segmentPosition: number;
  element: number | null;
  component: number | null;
  containerNo: string | null;
  detail: string;
}

export interface EdiInterchangesTable {
  id: Generated<string>;
  /** The company whose message it is: the sender of an inbound one, the recipient of an outbound one (null: unknown sender). */
  company_id: string | null;
  /** in | out */
  direction: string;
  /** api | upload | download */
  channel: string;
  sender_id: string;
  sender_qualifier: string;
  recipient_id: string;
  control_ref: string;
  /** 'CODECO', 'COARRI,CODECO' … the message types it holds. */
  message_types: string;
  message_count: number;
  applied_count: number;
  /** received | syntaxError | applied | partlyApplied | refused | sent */
  status: string;
  raw: string;
  contrl: string | null;
  aperak: string | null;
  problems: JSONColumnType<EdiProblem[], string, string>;
  records: JSONColumnType<EdiRecord[], string, string>;
  /** Container numbers and references (BGM document numbers, B/L) it names, upper case, for the search. */
  container_nos: ColumnType<string[], string[], string[]>;
  refs: ColumnType<string[], string[], string[]>;
  /** Who sent it in: an API key id or a user id. */
  received_by: string | null;
  replays: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** An EDI identity a company declares: the UNB sender id and its qualifier (ZZZ mutually defined, 5 DUNS …). */
export interface EdiPartiesTable {
  id: Generated<string>;
  company_id: string;
  edi_id: string;
  qualifier: string;
  create_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    edi_interchanges: EdiInterchangesTable;
    edi_parties: EdiPartiesTable;
  }
}
