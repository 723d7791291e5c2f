/** Helpers shared by the accounts API tests: SMS codes from the outbox, registration, uploads, a valid onboarding form. */
import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '../src/domains/auth/passwords';
import { bearer, tokenFor } from './helpers';

export const ADMIN = '13800000001';
export const FORWARDER = '13800000002';
export const FLEET = '13800000003';
export const CLERK = '13800000004';
export const STRONG = 'Strong@2024';
/** A password as every client sends it (registration, resets, changes, as at sign-in): the SHA-256 hex of what was typed. */
export const hashed = (typed: string): string => sha256Hex(typed);

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface Envelope<T = unknown> {
  code: number | string;
  msg: string;
  result: T;
  field?: string;
}

export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; body?: unknown; query?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await app.inject({
    method,
    url: `/new/api${url}`,
    headers: opts.token ? bearer(opts.token) : {},
    ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    ...(opts.query ? { query: opts.query } : {}),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

const tokens = new WeakMap<FastifyInstance, string>();
/** The platform administrator's token (cached per app, renewed when a test's clock has let it expire). */
export async function admin(app: FastifyInstance): Promise<string> {
  const cached = tokens.get(app);
  if (cached && (await call(app, 'GET', '/user/auth/getInfo', { token: cached })).status === 200) return cached;
  const token = await tokenFor(app, ADMIN);
  tokens.set(app, token);
  return token;
}

/**
 * The latest code sent to a mobile for a scene, read from the outbox through the API as an administrator;
 * with captchas on (no scripted admin sign-in), straight from the outbox table.
 */
export async function smsCode(app: FastifyInstance, mobile: string, scene: string): Promise<string> {
  let code: string | null | undefined;
  if (app.services.env.captchaEnabled) {
    const row = await app.services.db.selectFrom('sms_outbox').select('code').where('mobile', '=', mobile).where('scene', '=', scene).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    code = row?.code;
  } else {
    const { body } = await call<Array<{ code: string | null }>>(app, 'GET', '/base/sms/outbox', { token: await admin(app), query: { mobile, scene, limit: '1' } });
    code = body.result?.[0]?.code;
  }
  if (!code) throw new Error(`no ${scene} code for ${mobile}`);
  return code;
}

/** Registers a new account through the SMS flow (captchas off) and answers its token. */
export async function registerUser(app: FastifyInstance, mobile: string, extra: Record<string, unknown> = {}): Promise<string> {
  const sent = await call(app, 'GET', '/user/reg/sms', { query: { mobile } });
  if (sent.status !== 200) throw new Error(`sms: ${sent.body.msg}`);
  const { body } = await call<{ access_token: string }>(app, 'POST', '/auth/register', {
    body: { mobile, smsCode: await smsCode(app, mobile, 'register'), password: hashed(STRONG), checkPass: hashed(STRONG), checkbox: true, ...extra },
  });
  if (!body.result?.access_token) throw new Error(`register: ${body.msg}`);
  return body.result.access_token;
}

/** Uploads a picture through POST /base/file/upload and answers its stored path. */
export async function upload(app: FastifyInstance, token: string, bytes = PNG, name = 'licence.png', bizType = 'company'): Promise<string> {
  const boundary = '----acc' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bizType"\r\n\r\n${bizType}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/new/api/base/file/upload',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const body = res.json() as Envelope<{ fileUrl: string }>;
  if (!body.result?.fileUrl) throw new Error(`upload: ${body.msg}`);
  return body.result.fileUrl;
}

let serial = 0;
/** A form that passes every rule; pictures are uploaded by the given user. */
export async function validForm(app: FastifyInstance, token: string, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const name = `测试物流有限公司${Date.now() % 100000}${serial}`;
  return {
    companyCname: name,
    companyShortCname: '测试物流',
    companyLegalPerson: '张三',
    companyMobile: '13912345678',
    companyCreditCodeValidity: '9999-12-31',
    companyCreditCode: `91330206MA2${String(1000000 + serial).slice(-7)}`,
    companyCreditImg: await upload(app, token),
    legalPersonIdCardNo: '330206199001011234',
    legalPersonIdCardNoImg: await upload(app, token),
    companyTypeCode: '1',
    companyNationalityCode: 'CN',
    companyDetailAddress: '新碶街道明州路1号',
    companyAddress: '33,3302,330206,330206001',
    companyAreaCode: '330206001',
    invoiceCompanyName: name,
    invoiceCompanyTaxCode: '91330206MA2AB1234X',
    invoiceCompanyBank: '中国银行宁波北仑支行',
    invoiceCompanyBankAccount: '380255660012',
    invoiceCompanyAdress: '宁波市北仑区明州路1号',
    invoiceCompanyTel: '0574-86880000',
    invoiceMobile: '13912345678',
    invoiceEmail: 'finance@example.com',
    invoiceType: 'SDP',
    ...overrides,
  };
}

/** createSeller then apply, as the onboarding page submits. */
type Applied = { base: { shopId: string; shopStatus: string; companyId: string } };
export async function submitOnboarding(
  app: FastifyInstance,
  token: string,
  form: Record<string, unknown>,
  invoiceBussiness: unknown[] = [],
): Promise<{ status: number; body: Envelope<Applied> }> {
  const saved = await call<{ shopId: string }>(app, 'POST', '/user/seller/createSeller', { token, body: form });
  // A refused save answers its own envelope (result null).
  if (saved.status !== 200) return { status: saved.status, body: { ...saved.body, result: null as unknown as Applied } };
  return call<Applied>(app, 'POST', '/user/seller/apply', {
    token,
    body: { ...form, shopId: saved.body.result.shopId, invoiceBussiness },
  });
}
