/** Shared steps of the trucking tests: calls as each demo role, a second fleet, valid container numbers. */
import type { FastifyInstance } from 'fastify';
import { containerCheckDigit } from '@port/sdk/rules';
import { hashPlain } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed';
import { bearer, tokenFor, tokensFor } from './helpers';

export const MOBILES = { admin: '13800000001', forwarder: '13800000002', fleet: '13800000003', common: '13800000004', otherFleet: '13800000013' } as const;

/** A valid container number (ISO 6346 check digit) from an owner code and a serial. */
export function ctn(owner: string, serial: number): string {
  const first10 = `${owner}${String(serial).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
}

export interface Envelope<T = unknown> {
  code: number | string;
  msg: string;
  result: T;
}

export class Caller {
  constructor(
    readonly app: FastifyInstance,
    readonly token: string,
  ) {}

  static async as(app: FastifyInstance, mobile: string): Promise<Caller> {
    return new Caller(app, await tokenFor(app, mobile));
  }

  /** Callers as each of `mobiles`, in their order (signed in in parallel). */
  static async all<const M extends readonly string[]>(app: FastifyInstance, mobiles: M): Promise<{ -readonly [K in keyof M]: Caller }> {
    return (await tokensFor(app, mobiles)).map((token) => new Caller(app, token)) as { -readonly [K in keyof M]: Caller };
  }

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, query?: Record<string, string>) {
    const res = await this.app.inject({ method, url: `/new/api${url}`, headers: bearer(this.token), ...(payload === undefined ? {} : { payload: payload as object }), ...(query ? { query } : {}) });
    return { status: res.statusCode, body: res.json() as Envelope<T>, res };
  }
}

export const FLEET_ID = async (app: FastifyInstance, code = 'FLT001') =>
  (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirstOrThrow()).company_id;

/** Another company of `kind` with one approved, authenticated user holding the role `roleKey`; answers the company id. */
export async function addCompanyWithUser(
  app: FastifyInstance,
  company: { code: string; name: string; kind: 'fleet' | 'forwarder' },
  user: { mobile: string; name: string; roleKey: string },
): Promise<string> {
  const db = app.services.db;
  const row = await db
    .insertInto('companies')
    .values({ company_code: company.code, company_name: company.name, kind: company.kind, shop_status: '1', auth_status: '02', profile: '{}' })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  const added = await db
    .insertInto('users')
    .values({ mobile: user.mobile, name: user.name, company_id: row.company_id, auth_status: '02', password_hash: await hashPlain(DEMO_PASSWORD) })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('role_id').where('role_key', '=', user.roleKey).executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: added.user_id, role_id: role.role_id }).execute();
  return row.company_id;
}

/** A second fleet company with its own fleet user (role driver). */
export const addOtherFleet = (app: FastifyInstance): Promise<string> =>
  addCompanyWithUser(app, { code: 'FLT002', name: '镇海通达运输有限公司', kind: 'fleet' }, { mobile: MOBILES.otherFleet, name: '另一车队', roleKey: 'driver' });

export interface OrderOut {
  id: string;
  orderNo: string;
  status: string;
  version: number;
  actions: string[];
  containers: Array<{ id: string; ctnNo: string; sendStatus: string }>;
  history: Array<{ action: string; fromStatus: string | null; toStatus: string | null }>;
}

export const orderBody = async (app: FastifyInstance, containers: string[], extra: Record<string, unknown> = {}) => ({
  orderType: 'E',
  fleetCompanyId: await FLEET_ID(app),
  billNo: 'NGBTEST01',
  takeAddress: 'ZITYARD',
  containers: containers.map((c) => ({ ctnNo: c, ctnSize: '40', ctnType: 'HC' })),
  ...extra,
});
