/**
 * Dangerous-goods export declarations (issue 14): every rule of the form is the server's too — the client's check
 * is bypassed here and the server answers with the field's own message and name, in the caller's language — then
 * the documents must be the declaring company's uploads, and the flow runs declare → submit → reject → edit →
 * resubmit → accept by the terminal addressed, with notices, links to the documents for both parties, and no
 * reach for another company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface Decl {
  id: string; declNo: string; status: string; allowedActions: string[]; version: number; terminalCompanyName: string | null;
  ems: string; fileLinks: Record<string, string>; rejectReason: string | null; dgDeclarationFile: string | null;
}
interface Page<T> { data: T[]; total: number }
interface Refusal { msg: string; field?: string }

const TERMINAL = '13800000006';
const OTHER_FORWARDER = '13800000042';
const URL = '/dangerous/declarations';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function multipart(name: string, bytes: Buffer, fields: Record<string, string>) {
  const boundary = `----dg${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('dangerous-goods export declarations on the entity mechanism', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let other: Caller;
  let voyageId: string;
  let terminalId: string;
  const files: string[] = [];

  const upload = async (who: Caller, name: string) => {
    const m = multipart(name, PDF, { bizType: 'common', businessType: 'dangerousDeclaration' });
    const res = await app.inject({ method: 'POST', url: '/new/api/base/file/upload', payload: m.payload, headers: { ...m.headers, ...bearer(who.token) } });
    return (res.json() as { result: { fileUrl: string } }).result.fileUrl;
  };

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD042', name: '甬舟国际物流有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, OTHER_FORWARDER]);
    voyageId = String((await app.services.db.selectFrom('vessel_voyages').select('seq').limit(1).executeTakeFirstOrThrow()).seq);
    terminalId = (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirstOrThrow()).company_id;
    for (const n of ['dgd.pdf', 'cpc.pdf', 'sds.pdf']) files.push(await upload(forwarder, n));
  });
  afterAll(() => app.close());

  /** A complete, valid body (UN 1263 PAINT) with `extra` over it: the client's checks are not run here. */
  const body = (extra: Record<string, unknown> = {}) => ({
    terminalId, voyageId, blNo: 'ngbdg7001', containerNo: ctn('MSKU', 700001), sizeType: '20GP', unNo: '1263', properShippingName: 'paint',
    imdgClass: '3', subsidiaryRisks: null, packingGroup: 'II', flashPoint: 23, ems: 'f-e,s-e', marinePollutant: false, limitedQuantity: false,
    packages: 80, packageKind: 'STEEL DRUMS', netWeight: 16000, grossWeight: 17600, emergencyContact: '陈工', emergencyPhone: '13857400112',
    dgDeclarationFile: files[0], packingCertificateFile: files[1], sdsFile: files[2], ...extra,
  });
  const refused = async (extra: Record<string, unknown>, lang?: string) => {
    const res = await app.inject({ method: 'POST', url: `/new/api${URL}`, payload: body(extra), headers: { ...bearer(forwarder.token), ...(lang ? { 'accept-language': lang } : {}) } });
    expect(res.statusCode).toBe(400);
    return res.json() as Refusal;
  };
  const act = (who: Caller, r: Pick<Decl, 'id' | 'version'>, action: string, reason?: string) =>
    who.call<Decl>('POST', `${URL}/${r.id}/transitions`, { action, version: r.version, ...(reason === undefined ? {} : { reason }) });

  it('refuses every wrong field with its own message and name, in the caller\'s language', async () => {
    expect(await refused({ flashPoint: null })).toMatchObject({ msg: '第3类易燃液体必须填写闪点', field: 'body.flashPoint' });
    expect(await refused({ flashPoint: null }, 'en-US')).toMatchObject({ msg: 'A class 3 flammable liquid needs its flash point', field: 'body.flashPoint' });
    expect(await refused({ flashPoint: 75 })).toMatchObject({ msg: '第3类易燃液体的闪点不能高于60℃', field: 'body.flashPoint' });
    expect(await refused({ unNo: '12A3' })).toMatchObject({ msg: 'UN编号为4位数字（0004至3549）', field: 'body.unNo' });
    expect(await refused({ ems: 'F-E' })).toMatchObject({ msg: '应急措施格式如：F-E, S-D', field: 'body.ems' });
    expect(await refused({ netWeight: 18000 })).toMatchObject({ msg: '净重不能大于毛重', field: 'body.netWeight' });
    expect(await refused({ packingGroup: null })).toMatchObject({ msg: '该危规类别必须选择包装类别', field: 'body.packingGroup' });
    expect(await refused({ imdgClass: '2.1', flashPoint: null })).toMatchObject({ msg: '该危规类别没有包装类别，请清空', field: 'body.packingGroup' });
    expect(await refused({ subsidiaryRisks: '3' })).toMatchObject({ msg: '次要危险不能与主危险类别相同', field: 'body.subsidiaryRisks' });
    expect(await refused({ subsidiaryRisks: '6.1,11' })).toMatchObject({ field: 'body.subsidiaryRisks' });
    expect(await refused({ emergencyPhone: '12345' })).toMatchObject({ msg: '请输入正确的24小时应急电话', field: 'body.emergencyPhone' });
    expect(await refused({ containerNo: `${ctn('MSKU', 700001).slice(0, 10)}${(Number(ctn('MSKU', 700001).slice(10)) + 1) % 10}` })).toMatchObject({ field: 'body.containerNo' });
    expect(await refused({ packages: 0 })).toMatchObject({ field: 'body.packages' });
    expect(await refused({ limitedQuantity: true })).toMatchObject({ msg: '有限数量货物每件毛重不能超过30KG', field: 'body.limitedQuantity' });
    expect(await refused({ sdsFile: null })).toMatchObject({ field: 'body.sdsFile' });
    expect(await refused({ terminalId: (await app.services.db.selectFrom('companies').select('company_id').where('company_code', '=', 'AGT001').executeTakeFirstOrThrow()).company_id }))
      .toMatchObject({ msg: '请选择码头', field: 'body.terminalId' });
  });

  it('accepts only documents the declaring company uploaded', async () => {
    const foreign = await upload(other, 'theirs.pdf');
    expect(await refused({ sdsFile: foreign })).toMatchObject({ msg: '安全技术说明书(SDS)文件不存在，请重新上传', field: 'body.sdsFile' });
    expect(await refused({ sdsFile: 'common/2026/11/00000000-0000-0000-0000-000000000000.pdf' })).toMatchObject({ field: 'body.sdsFile' });
  });

  it('walks declare → submit → reject → edit → resubmit → accept, both parties opening the documents', async () => {
    const created = await forwarder.call<Decl>('POST', URL, body());
    expect(created.status).toBe(200);
    let r = created.body.result;
    expect(r).toMatchObject({ status: 'draft', ems: 'F-E, S-E', terminalCompanyName: '北仑第二集装箱码头有限公司', allowedActions: ['submit', 'cancel'] });
    expect(r.declNo).toMatch(/^DG\d{12}$/);
    expect(Object.keys(r.fileLinks).sort()).toEqual(['dgDeclarationFile', 'packingCertificateFile', 'sdsFile']);

    // A draft is the forwarder's alone (issue 26 §4): the terminal does not reach it before it is submitted.
    expect((await act(terminal, r, 'accept')).status).toBe(404);
    r = (await act(forwarder, r, 'submit')).body.result;
    expect(r.status).toBe('submitted');
    expect((await act(forwarder, r, 'accept')).status).toBe(403);
    expect((await other.call('GET', `${URL}/${r.id}`)).status).toBe(404);

    // The terminal reads the forwarder's documents through the declaration's signed links.
    const seen = await terminal.call<Decl>('GET', `${URL}/${r.id}`);
    expect(seen.body.result.allowedActions).toEqual(['accept', 'reject']);
    const link = seen.body.result.fileLinks.sdsFile!;
    const download = await app.inject({ method: 'GET', url: link });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF')).toBe(true);

    expect((await act(terminal, r, 'reject', ' ')).status).toBe(400);
    r = (await act(terminal, r, 'reject', '闪点与SDS第9节不符')).body.result;
    expect(r).toMatchObject({ status: 'rejected', rejectReason: '闪点与SDS第9节不符' });
    expect((await terminal.call('PUT', `${URL}/${r.id}`, { ...body(), version: r.version })).status).toBe(403);
    r = (await forwarder.call<Decl>('PUT', `${URL}/${r.id}`, { ...body({ flashPoint: 21 }), version: r.version })).body.result;
    r = (await act(forwarder, r, 'resubmit')).body.result;
    expect(r).toMatchObject({ status: 'submitted', rejectReason: null });
    const accepted = await act(terminal, r, 'accept');
    expect(accepted.body.result).toMatchObject({ status: 'accepted', allowedActions: [] });
    expect((await forwarder.call('PUT', `${URL}/${r.id}`, { ...body(), version: accepted.body.result.version })).status).toBe(409);
    const history = await forwarder.call<Array<{ action: string }>>('GET', `${URL}/${r.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'submit', 'reject', 'update', 'resubmit', 'accept']);
  });

  it('lists the seeded declarations to both parties and none to another forwarder', async () => {
    const mine = await forwarder.call<Page<Decl>>('GET', URL, undefined, { pageSize: '10', imdgClass: '3' });
    expect(mine.body.result.total).toBeGreaterThan(5);
    // The terminal reads every declaration addressed to it except the drafts (issue 26 §4).
    expect((await terminal.call<Page<Decl>>('GET', URL)).body.result.total).toBeGreaterThanOrEqual(25);
    expect((await terminal.call<Page<Decl>>('GET', URL, undefined, { status: 'draft' })).body.result.total).toBe(0);
    expect((await other.call<Page<Decl>>('GET', URL)).body.result.total).toBe(0);
  });
});
