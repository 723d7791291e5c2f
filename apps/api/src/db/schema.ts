/**
 * Kysely table types: the core tables (companies, users, roles, menus, sessions …) here; every domain declares its own
 * tables in its folder (domains/<d>/tables.ts, `declare module` of this DB), written by hand beside its migrations.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { ExportJobsTable } from '../lib/tables';

/** A timestamptz with a default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CompaniesTable {
  company_id: Generated<string>;
  company_code: string;
  company_name: string;
  /** forwarder | fleet | agent (船代) | yard | terminal | barge | other; operator only for the platform company */
  kind: string;
  shop_id: Generated<string>;
  shop_status: string | null;
  auth_status: Generated<string>;
  /** The onboarding form (SPEC §3 'Company / shop'), kept whole. */
  profile: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  version: Generated<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface UsersTable {
  user_id: Generated<string>;
  mobile: string;
  name: string | null;
  username: string | null;
  login_name: string | null;
  email: string | null;
  sex: string | null;
  status: Generated<string>;
  del_flag: Generated<string>;
  avatar: string | null;
  company_id: string | null;
  user_type: Generated<number>;
  auth_status: Generated<string>;
  password_hash: string;
  weak_password: Generated<string>;
  failed_logins: Generated<number>;
  locked_until: NullableTimestamp;
  remark: string | null;
  create_time: CreatedAt;
  update_time: CreatedAt;
  password_update_time: NullableTimestamp;
}

export interface RolesTable {
  role_id: Generated<string>;
  role_key: string;
  role_name: string;
  role_sort: Generated<number>;
  status: Generated<string>;
  /** 1 all, 2 company, 3 self */
  data_scope: Generated<string>;
  company_id: string | null;
  flag: string | null;
  remark: string | null;
  create_by: string | null;
  create_time: CreatedAt;
  update_by: string | null;
  update_time: CreatedAt;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
}

export interface MenusTable {
  menu_id: Generated<string>;
  parent_id: string | null;
  /** nested | page | iframe | blank | named | button */
  type: string;
  path: string;
  name: string;
  component: string | null;
  title: string;
  icon: string | null;
  keep_alive: Generated<boolean>;
  no_cache: Generated<boolean>;
  hidden: Generated<boolean>;
  page_id: string | null;
  link: string | null;
  redirect: string | null;
  /** The permission string a button grants, e.g. fleet:truck:add. */
  perms: string | null;
  sort: Generated<number>;
}

export interface RoleMenusTable {
  role_id: string;
  menu_id: string;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  ip: string | null;
  create_time: CreatedAt;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface CaptchasTable {
  uuid: string;
  code: string;
  expires_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** Stored answers of creating calls by Idempotency-Key (migration 0011, http/idempotency.ts). */
export interface IdempotencyKeysTable {
  user_id: string;
  operation_id: string;
  key: string;
  fingerprint: string;
  /** running | done */
  state: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  created_at: Timestamp;
}

export interface DictDataTable {
  dict_code: Generated<number>;
  dict_type: string;
  dict_label: string;
  dict_value: string;
  dict_sort: Generated<number>;
  is_default: string | null;
  status: Generated<string>;
  css_class: string | null;
  list_class: string | null;
  remark: string | null;
  create_by: string | null;
  create_time: CreatedAt;
  update_by: string | null;
  update_time: CreatedAt;
}

export interface ArticlesTable {
  id: Generated<string>;
  /** notice (announcement) | news | about | contact | law | privacy | user */
  kind: string;
  title: string;
  context: string;
  pic_url: string | null;
  /** '0' public; other values restrict by user type. */
  user_type: Generated<string>;
  published: Generated<boolean>;
  create_time: CreatedAt;
  /** updated_at until migration 0050_admin. */
  update_time: CreatedAt;
  /** The id the administration screens use (entity mechanism: a bigint identity); id stays the portal's. */
  seq: Generated<string>;
  /** draft | published | unpublished (0050_admin); the portal shows published ones whose publish_at has come. */
  status: Generated<string>;
  pinned: Generated<boolean>;
  publish_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  version: Generated<number>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AddressesTable {
  code: string;
  parent_code: string | null;
  name: string;
  level: number;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
  trace_id: string | null;
  at: CreatedAt;
  /** The acting user's company and the request's address (migration 0050_admin). */
  company_id: ColumnType<string | null, string | null | undefined, string | null>;
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  seq: Generated<string>;
}

export interface DB {
  companies: CompaniesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  menus: MenusTable;
  role_menus: RoleMenusTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  rate_limits: RateLimitsTable;
  idempotency_keys: IdempotencyKeysTable;
  dict_data: DictDataTable;
  articles: ArticlesTable;
  addresses: AddressesTable;
  audit_log: AuditLogTable;
  export_jobs: ExportJobsTable;
}
