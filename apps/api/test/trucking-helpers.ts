/** Shared steps of the trucking tests: calls as each demo role, a second fleet, valid container numbers. */
import type { FastifyInstance } from 'fastify';
import { containerCheckDigit } from '@port/sdk/rules';
import { hashPlain } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed';
import { bearer, tokenFor } from './helpers';

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

  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, query?: Record<string, string>) {
    const res = await this.app.inject({ method, url: `/new/api${url}`, headers: bearer(this.token), ...(payload === undefined ? {} : { payload: payload as object }), ...(query ? { query } : {}) });
    return { status: res.statusCode, body: res.json() as Envelope<T>, res };
  }
}

export const FLEET_ID = async (app: FastifyInstance, code = 'FLT001') =>
  (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirstOrThrow()).company_id;

/** A second fleet company with its own fleet user (role driver), trucks and drivers. */
export async function addOtherFleet(app: FastifyInstance): Promise<string> {
  const db = app.services.db;
  const company = await db
    .insertInto('companies')
    .values({ company_code: 'FLT002', company_name: '镇海通达运输有限公司', kind: 'fleet', shop_status: '1', auth_status: '02', profile: '{}' })
    .returning('company_id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({ mobile: MOBILES.otherFleet, name: '另一车队', company_id: company.company_id, auth_status: '02', password_hash: await hashPlain(DEMO_PASSWORD) })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('role_id').where('role_key', '=', 'driver').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.user_id, role_id: role.role_id }).execute();
  return company.company_id;
}

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
