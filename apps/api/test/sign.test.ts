/**
 * Signing and contracts (issue 15, signApply / signMessageDetail) on the entity mechanism: a company applies for a
 * service agreement, platform staff approve it (the contract is written from the type's template, hashed and sealed)
 * or reject it, the company resubmits and countersigns; the PDF is served only while the stored text matches its
 * digest and seals, and the public verification answers the same. Another company neither reads nor acts on the
 * application (404), a wrong party is refused (403), a wrong state too (409); creating is idempotent by key.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp } from './helpers';
import { addCompanyWithUser, Caller, MOBILES } from './trucking-helpers';

interface Contract {
  id: string; applyNo: string; status: string; allowedActions: string[]; version: number; agreementType: string; contractNo: string | null; contentHash: string | null;
  validFrom: string | null; validTo: string | null; creditLimitYuan: number | null; portSignerName: string | null; companySignerName: string | null; companySignTime: string | null;
  rejectReason: string | null; ownerCompanyName: string | null;
}
interface Refusal { msg: string; field?: string }
interface Verification { genuine: boolean; contractNo?: string; status?: string; partyA?: string; partyB?: string }

const URL = '/sign/contracts';
const OTHER = '13800000045';

/** The text of the PDF's strings (UCS-2 hex in the content stream, as pdf.ts writes them). */
function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/<([0-9a-f]+)> Tj/g)) {
    const hex = m[1]!;
    let s = '';
    for (let i = 0; i < hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
    out.push(s);
  }
  return out.join('\n');
}

describe('signing and contracts', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let admin: Caller;
  let other: Caller;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD045', name: '甬城国际物流有限公司', kind: 'forwarder' }, { mobile: OTHER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, admin, other] = await Caller.all(app, [MOBILES.forwarder, MOBILES.admin, OTHER]);
  });
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    agreementType: 'MONTHLY', contactName: '张经理', contactPhone: '13800000002', startDate: '2099-01-01', endDate: '2099-12-31', remark: '月结申请', ...extra,
  });
  const act = (who: Caller, c: Contract, action: string, extra: Record<string, unknown> = {}) =>
    who.call<Contract>('POST', `${URL}/${c.id}/transitions`, { action, version: c.version, ...extra });
  const pdf = (who: Caller, id: string) => app.inject({ method: 'GET', url: `/new/api${URL}/${id}/pdf`, headers: bearer(who.token) });
  const verify = async (contractNo: string, hash: string) =>
    (await app.inject({ method: 'GET', url: '/new/api/sign/verify', query: { contractNo, hash } })).json() as { result: Verification };

  it('refuses a term that runs backwards and a bad phone, with the field named; creating is idempotent by key', async () => {
    const bad = await forwarder.call('POST', URL, body({ endDate: '2098-12-31' }));
    expect(bad.status).toBe(400);
    expect(bad.body as unknown as Refusal).toMatchObject({ msg: '期望到期日须晚于期望生效日', field: 'body.endDate' });
    expect(((await forwarder.call('POST', URL, body({ contactPhone: '12' }))).body as unknown as Refusal).field).toBe('body.contactPhone');
    expect((await forwarder.call('POST', URL, body({ agreementType: 'OTHER' }))).status).toBe(400);

    const send = () => app.inject({ method: 'POST', url: `/new/api${URL}`, headers: { ...bearer(forwarder.token), 'idempotency-key': 'sign-test-create-1' }, payload: body({ agreementType: 'EDI' }) });
    const [a, b] = [await send(), await send()];
    expect(a.statusCode).toBe(200);
    expect((b.json() as { result: Contract }).result.id).toBe((a.json() as { result: Contract }).result.id);
  });

  it('applies, is rejected and resubmitted, approved into a sealed contract, countersigned, and the PDF carries both parties and the digest', async () => {
    let c = (await forwarder.call<Contract>('POST', URL, body())).body.result;
    expect(c).toMatchObject({ status: 'draft', ownerCompanyName: '宁港国际货运代理有限公司', allowedActions: ['submit'], contractNo: null });
    expect(c.applyNo).toMatch(/^SQ\d{12}$/);

    // Another company reads nothing of it and acts on nothing (404); the platform cannot act on a draft.
    expect((await other.call('GET', `${URL}/${c.id}`)).status).toBe(404);
    expect((await other.call<{ data: Contract[] }>('GET', URL)).body.result.data.some((x) => x.id === c.id)).toBe(false);
    expect((await act(other, c, 'submit')).status).toBe(404);
    expect((await pdf(other, c.id)).statusCode).toBe(404);
    expect((await act(admin, c, 'approve')).status).toBe(409);
    expect((await pdf(forwarder, c.id)).statusCode).toBe(409);

    c = (await act(forwarder, c, 'submit')).body.result;
    expect(c.status).toBe('submitted');
    // Wrong party: the applicant cannot approve its own application; editing is closed under review.
    expect((await act(forwarder, c, 'approve')).status).toBe(403);
    expect((await forwarder.call('PUT', `${URL}/${c.id}`, { ...body(), version: c.version })).status).toBe(409);
    expect((await act(admin, c, 'reject')).status).toBe(400);
    c = (await act(admin, c, 'reject', { reason: '请补充营业执照' })).body.result;
    expect(c).toMatchObject({ status: 'rejected', rejectReason: '请补充营业执照' });
    c = (await forwarder.call<Contract>('PUT', `${URL}/${c.id}`, { ...body({ remark: '已补充' }), version: c.version })).body.result;
    c = (await act(forwarder, c, 'resubmit')).body.result;
    expect(c).toMatchObject({ status: 'submitted', rejectReason: null });

    // A monthly settlement needs its credit limit; the validity must run forward.
    const noLimit = await act(admin, c, 'approve');
    expect(noLimit.status).toBe(400);
    expect((noLimit.body as unknown as Refusal).msg).toBe('月结协议须填写信用额度');
    expect((await act(admin, c, 'approve', { fields: { creditLimitYuan: 300000, validFrom: '2099-06-01', validTo: '2099-05-01' } })).status).toBe(400);
    const viewed = (await admin.call<Contract>('GET', `${URL}/${c.id}`)).body.result;
    expect(viewed.allowedActions.sort()).toEqual(['approve', 'reject']);
    c = (await act(admin, c, 'approve', { fields: { creditLimitYuan: 300000 } })).body.result;
    expect(c).toMatchObject({ status: 'approved', validFrom: '2099-01-01', validTo: '2099-12-31', creditLimitYuan: 300000, portSignerName: expect.any(String) as string, companySignTime: null });
    expect(c.contractNo).toMatch(/^HT\d{12}$/);
    expect(c.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify(c.contractNo!, c.contentHash!)).result).toMatchObject({ genuine: true, status: 'approved', partyB: '宁港国际货运代理有限公司', partyA: '港口社区运营中心' });

    // Wrong party: the platform cannot countersign for the company; another company cannot either.
    expect((await act(admin, c, 'countersign')).status).toBe(403);
    expect((await act(other, c, 'countersign')).status).toBe(404);
    c = (await act(forwarder, c, 'countersign')).body.result;
    expect(c.status).toBe('signed');
    expect(c.companySignerName).toBe('货代张经理');
    expect((await act(forwarder, c, 'countersign')).status).toBe(409);

    const file = await pdf(forwarder, c.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    for (const want of ['港口社区运营中心', '宁港国际货运代理有限公司', c.contractNo!, c.contentHash!, '300,000', '货代张经理', '2099-01-01 至 2099-12-31']) expect(text).toContain(want);
    expect(text).toContain('甲方为乙方开通港口作业费用月结服务');
    // The platform downloads the same contract.
    expect((await pdf(admin, c.id)).statusCode).toBe(200);

    const history = (await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${c.id}/history`)).body.result.map((h) => h.action);
    expect(history).toEqual(['create', 'submit', 'reject', 'update', 'resubmit', 'approve', 'countersign']);
    expect((await verify(c.contractNo!, c.contentHash!)).result).toMatchObject({ genuine: true, status: 'signed' });
    expect((await verify(c.contractNo!, '0'.repeat(64))).result).toEqual({ genuine: false });
    expect((await verify('HT000000000000', c.contentHash!)).result).toEqual({ genuine: false });

    // Not expired before its end date; terminated by the platform with a reason.
    expect((await act(admin, c, 'expire')).status).toBe(409);
    expect((await act(forwarder, c, 'terminate', { reason: 'x' })).status).toBe(403);
    c = (await act(admin, c, 'terminate', { reason: '合作终止' })).body.result;
    expect(c).toMatchObject({ status: 'terminated', rejectReason: '合作终止', allowedActions: [] });
  });

  it('refuses to serve or verify a contract whose stored text or countersignature was altered', async () => {
    let c = (await forwarder.call<Contract>('POST', URL, body({ agreementType: 'API' }))).body.result;
    c = (await act(forwarder, c, 'submit')).body.result;
    c = (await act(admin, c, 'approve')).body.result;
    c = (await act(forwarder, c, 'countersign')).body.result;
    expect(c.creditLimitYuan).toBeNull();
    expect((await pdf(forwarder, c.id)).statusCode).toBe(200);
    const db = app.services.db;
    const row = await db.selectFrom('sign_contracts').select(['content', 'company_sign_time']).where('id', '=', c.id).executeTakeFirstOrThrow();

    await db.updateTable('sign_contracts').set({ content: row.content!.replace('2099-12-31', '2199-12-31') }).where('id', '=', c.id).execute();
    const refused = await pdf(forwarder, c.id);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as Refusal).msg).toBe('合同内容与签章不符，已拒绝下载');
    expect((await verify(c.contractNo!, c.contentHash!)).result.genuine).toBe(false);

    // The text restored, a moved countersignature time breaks party B's seal.
    await db.updateTable('sign_contracts').set({ content: row.content, company_sign_time: new Date(row.company_sign_time!.getTime() - 86_400_000) }).where('id', '=', c.id).execute();
    expect((await pdf(forwarder, c.id)).statusCode).toBe(409);
    await db.updateTable('sign_contracts').set({ company_sign_time: row.company_sign_time }).where('id', '=', c.id).execute();
    expect((await pdf(forwarder, c.id)).statusCode).toBe(200);
    expect((await verify(c.contractNo!, c.contentHash!)).result.genuine).toBe(true);
  });

  it('seeds a signed monthly contract whose stored text matches its digest, with both seals', async () => {
    // (The seals are made with the signing secret of the installation that seeded; the tests' template was seeded
    // under a secret of its own, so only the digest is checked here — the e2e spec downloads a seeded one.)
    const list = (await forwarder.call<{ data: Contract[] }>('GET', URL, undefined, { status: 'signed' })).body.result.data;
    const seeded = list.find((x) => x.agreementType === 'MONTHLY' && x.creditLimitYuan === 500000)!;
    expect(seeded).toMatchObject({ companySignerName: '货代张经理', contractNo: expect.stringMatching(/^HT\d{12}$/) as string });
    const row = await app.services.db.selectFrom('sign_contracts').select(['content', 'content_hash', 'port_seal', 'company_seal']).where('id', '=', seeded.id).executeTakeFirstOrThrow();
    expect(createHash('sha256').update(row.content!).digest('hex')).toBe(row.content_hash);
    expect(row.port_seal).toMatch(/^[0-9a-f]{64}$/);
    expect(row.company_seal).toMatch(/^[0-9a-f]{64}$/);
    expect(row.content).toContain('信用额度：人民币 500,000 元');
    const history = (await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${seeded.id}/history`)).body.result.map((h) => h.action);
    expect(history).toEqual(['create', 'submit', 'approve', 'countersign']);
  });
});
