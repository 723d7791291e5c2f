/** Kysely types of the open API's tables (migration 0060_open). */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type BigId = ColumnType<string, string | number | undefined, string | number>;

/** A key of an approved API subscription: only its SHA-256 hash is kept. */
export interface ApiKeysTable {
  id: Generated<string>;
  subscription_id: string;
  company_id: string;
  product_code: string;
  /** The first characters of the key, shown to tell keys apart. */
  prefix: string;
  key_hash: string;
  created_by: string;
  create_time: CreatedAt;
  /** Set by a rotation: the replaced key stays valid until then. */
  expires_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
}

/** Calls per key per day (the port's calendar day). */
export interface ApiKeyUsageTable {
  key_id: BigId;
  day: ColumnType<string, string, string>;
  calls: Generated<number>;
  limited: Generated<number>;
}

/** A container event subscription (webhook and/or e-mail) of a company. */
export interface OpenWebhooksTable {
  id: Generated<string>;
  company_id: string;
  key_id: BigId;
  container_no: string | null;
  bill_no: string | null;
  events: JSONColumnType<string[], string, string>;
  url: string | null;
  email: string | null;
  /** The HMAC signing secret (needed in clear to sign; shown to the integrator once). */
  secret: string;
  active: Generated<boolean>;
  create_time: CreatedAt;
}

/**
 * The durable outbox of deliveries: one row per event × subscription × channel, written in the same call that
 * records the event; the worker claims due rows (a lease in locked_until survives a crashed replica).
 */
export interface OpenEventOutboxTable {
  id: Generated<string>;
  webhook_id: BigId;
  company_id: string;
  /** webhook | email */
  channel: string;
  target: string;
  event_id: string;
  event: string;
  container_no: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  /** pending | delivered | failed */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  locked_until: NullableTimestamp;
  last_status: number | null;
  last_error: string | null;
  create_time: CreatedAt;
  delivered_at: NullableTimestamp;
}

/** Every attempt of a delivery (the delivery log's detail). */
export interface OpenDeliveryAttemptsTable {
  id: Generated<string>;
  delivery_id: BigId;
  attempt_time: CreatedAt;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
}

/** The mail adapter 'outbox': messages kept for an operator or a mail relay to pick up. */
export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body: string;
  create_time: CreatedAt;
}

declare module '../../db/schema' {
  interface DB {
    api_keys: ApiKeysTable;
    api_key_usage: ApiKeyUsageTable;
    open_webhooks: OpenWebhooksTable;
    open_event_outbox: OpenEventOutboxTable;
    open_delivery_attempts: OpenDeliveryAttemptsTable;
    mail_outbox: MailOutboxTable;
  }
}
