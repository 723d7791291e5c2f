import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp, tokenFor } from './helpers';
import { CLERK, GIF, admin, call, registerUser, submitOnboarding, upload, validForm } from './accounts-fixtures';

type Form = Record<string, unknown>;

describe('enterprise onboarding: every rule of the form, enforced by the server with the same message', () => {
  let app: FastifyInstance;
  let token: string;
  let form: Form;
  const save = (body: Form, t = token) => call<{ shopId: string; version: number }>(app, 'POST', '/user/seller/createSeller', { token: t, body });

  beforeAll(async () => {
    app = await startApp({ captchaEnabled: false });
    token = await registerUser(app, '13600000001');
    form = await validForm(app, token);
  }, 180_000);
  afterAll(() => app.close());

  it('refuses each missing or malformed field with the message the form shows, in the form\'s order', async () => {
    const cases: Array<[Form, string, string]> = [
      [{ companyCname: '  ' }, 'companyCname', '企业中文名不能为空'],
      [{ companyLegalPerson: '' }, 'companyLegalPerson', '法人代表不能为空'],
      [{ companyMobile: null }, 'companyMobile', '联系电话不能为空'],
      [{ companyCreditCodeValidity: '' }, 'companyCreditCodeValidity', '营业执照有效截止日期不能为空'],
      [{ companyCreditCode: '' }, 'companyCreditCode', '企业信用代码/其他有效证件不能为空'],
      [{ companyCreditCode: '9133-0206' }, 'companyCreditCode', '企业信用代码/其他有效证件不可以超过18位，仅限大小写字母和数字'],
      [{ legalPersonIdCardNo: '' }, 'legalPersonIdCardNo', '法人身份证/护照/其他不能为空'],
      [{ legalPersonIdCardNo: 'A'.repeat(26) }, 'legalPersonIdCardNo', '法人身份证/护照/其他不可超过25位，仅限大写和数字'],
      [{ legalPersonIdCardNo: '3302-0619' }, 'legalPersonIdCardNo', '法人身份证/护照/其他不可超过25位，仅限大写和数字'],
      [{ companyTypeCode: '1,128', roadTransportPermitNo: '' }, 'roadTransportPermitNo', '道路运输许可证号不能为空'],
      [{ companyNationalityCode: '' }, 'companyNationalityCode', '国籍代码不能为空'],
      [{ companyDetailAddress: '' }, 'companyDetailAddress', '详细地址不能为空'],
      [{ invoiceCompanyName: '' }, 'invoiceCompanyName', '公司名称不能为空'],
      [{ invoiceCompanyTaxCode: '' }, 'invoiceCompanyTaxCode', '纳税人识别号不能为空'],
      [{ invoiceCompanyTaxCode: '91330206MA2AB123' }, 'invoiceCompanyTaxCode', '纳税人识别号不能含有除数字及大写字母外的其他字符'],
      [{ invoiceCompanyTaxCode: '91330206-MA2AB1234' }, 'invoiceCompanyTaxCode', '纳税人识别号不能含有除数字及大写字母外的其他字符'],
      [{ invoiceCompanyBank: '' }, 'invoiceCompanyBank', '开户行名称不能为空'],
      [{ invoiceCompanyBank: 'Bank of China' }, 'invoiceCompanyBank', '开户行名称必须是中文格式'],
      [{ invoiceCompanyBankAccount: '' }, 'invoiceCompanyBankAccount', '开户行账号不能为空'],
      [{ invoiceCompanyBankAccount: '3802-5566' }, 'invoiceCompanyBankAccount', '开户行账号必须是数字格式'],
      [{ invoiceCompanyAdress: '' }, 'invoiceCompanyAdress', '公司注册地址不能为空'],
      [{ invoiceCompanyTel: '' }, 'invoiceCompanyTel', '公司电话不能为空'],
      [{ invoiceCompanyTel: '12345' }, 'invoiceCompanyTel', '公司电话格式不正确'],
      [{ invoiceMobile: '' }, 'invoiceMobile', '联系电话不能为空'],
      [{ invoiceMobile: '0574-12' }, 'invoiceMobile', '联系电话格式不正确'],
      [{ invoiceEmail: '' }, 'invoiceEmail', '电子发票邮寄邮箱不能为空'],
      [{ invoiceEmail: 'finance@example' }, 'invoiceEmail', '电子发票邮寄邮箱格式不正确'],
      [{ invoiceType: '' }, 'invoiceType', '请选择发票类型'],
    ];
    for (const [change, field, message] of cases) {
      const r = await save({ ...form, ...change });
      expect(r.status, message).toBe(400);
      expect(r.body.msg, field).toBe(message);
      expect(r.body.field).toBe(field);
    }
    // The first failing field in the form's order is the one reported.
    const two = await save({ ...form, companyLegalPerson: '', invoiceEmail: 'x' });
    expect(two.body.msg).toBe('法人代表不能为空');
    // Landlines and mobiles are both telephone numbers.
    expect((await save({ ...form, invoiceCompanyTel: '057486880000-12', invoiceMobile: '0574-8688000' })).status).toBe(200);
  });

  it('checks the licence date (not before yesterday; 长期 is 9999-12-31) and the dictionaries', async () => {
    expect((await save({ ...form, companyCreditCodeValidity: '2020-01-01' })).body.msg).toBe('营业执照有效截止日期不能早于昨天');
    expect((await save({ ...form, companyCreditCodeValidity: '2031-02-30' })).body.msg).toBe('营业执照有效截止日期格式不正确');
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect((await save({ ...form, companyCreditCodeValidity: yesterday })).status).toBe(200);
    expect((await save({ ...form, companyTypeCode: '1,999' })).body.msg).toBe('企业类型不存在：999');
    expect((await save({ ...form, invoiceType: 'PAPER' })).body.msg).toBe('发票类型仅支持数电普票和数电专票');
  });

  it('trims texts and upper-cases identifiers as the form does, and clears the road permit unless type 128 is chosen', async () => {
    const r = await save({ ...form, companyLegalPerson: '  张三  ', legalPersonIdCardNo: ' 33020619900101123x ', companyTypeCode: '1', roadTransportPermitNo: '浙B12345' });
    expect(r.status).toBe(200);
    const info = await call<Form>(app, 'GET', '/user/company/getCompanyInfo', { token });
    expect(info.body.result).toMatchObject({ companyLegalPerson: '张三', legalPersonIdCardNo: '33020619900101123X', roadTransportPermitNo: null, companyType: '货代' });
  });

  it('fills the address names from the chosen codes', async () => {
    const r = await save({ ...form, companyProvince: null, companyCity: null, companyCounty: null, companyTown: null });
    expect(r.status).toBe(200);
    const info = await call<Form>(app, 'GET', '/user/company/getCompanyInfo', { token });
    expect(info.body.result).toMatchObject({
      companyAddress: '33,3302,330206,330206001',
      companyProvince: '浙江省',
      companyCity: '宁波市',
      companyCounty: '北仑区',
      companyTown: expect.any(String),
    });
    expect(info.body.result.companyTown).not.toBe('');
  });

  it('answers 新增成功 for the first save and 保存成功 afterwards, and guards the version', async () => {
    const other = await registerUser(app, '13600000002');
    const f = await validForm(app, other);
    const first = await save(f, other);
    expect(first.body.msg).toBe('新增成功');
    const second = await save({ ...f, version: first.body.result.version }, other);
    expect(second.body.msg).toBe('保存成功');
    const stale = await save({ ...f, version: first.body.result.version }, other);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('数据已被他人修改，请刷新后重试');
  });

  it('refuses a company name already taken, as the name check says', async () => {
    const taken = await save({ ...form, companyCname: '宁港国际货运代理有限公司' });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该公司名已存在');
    const check = await call<boolean>(app, 'POST', '/user/company/checkCompany', { token, query: { companyName: ' 宁港国际货运代理有限公司 ' } });
    expect(check.body.result).toBe(false);
    const mine = await call<boolean>(app, 'POST', '/user/company/checkCompany', { token, query: { companyName: String(form.companyCname) } });
    expect(mine.body.result).toBe(true);
  });

  it('accepts only jpg/jpeg/png pictures, by content, uploaded by the applicant', async () => {
    await expect(upload(app, token, GIF, 'licence.png', 'company')).rejects.toThrow('图片仅支持jpg/jpeg/png格式');
    const gif = await upload(app, token, GIF, 'licence.gif', 'common');
    const r = await save({ ...form, companyCreditImg: gif });
    expect(r.body.msg).toBe('图片仅支持jpg/jpeg/png格式');
    const stranger = await registerUser(app, '13600000003');
    const theirs = await upload(app, stranger);
    expect((await save({ ...form, companyCreditImg: theirs })).body.msg).toBe('图片不存在，请重新上传');
    expect((await save({ ...form, companyCreditImg: 'company/2026/01/none.png' })).body.msg).toBe('图片不存在，请重新上传');
  });

  it('runs the four submit checks in order after the form validates', async () => {
    const u = await registerUser(app, '13600000004');
    const f = await validForm(app, u);
    const noPictures = { ...f, companyCreditImg: null, legalPersonIdCardNoImg: null, companyTypeCode: null };
    const saved = await save(noPictures, u);
    expect(saved.status).toBe(200);
    const apply = (body: Form) => call(app, 'POST', '/user/seller/apply', { token: u, body: { ...body, shopId: saved.body.result.shopId, invoiceBussiness: [] } });
    expect((await apply(noPictures)).body.msg).toBe('请上传企业信用代码图片');
    expect((await apply({ ...noPictures, companyCreditImg: f.companyCreditImg })).body.msg).toBe('请上传企业法人身份证图片');
    const withIds = { ...noPictures, companyCreditImg: f.companyCreditImg, legalPersonIdCardNoImg: f.legalPersonIdCardNoImg };
    expect((await apply(withIds)).body.msg).toBe('请选择企业类型');
    expect((await apply({ ...withIds, companyTypeCode: '128', roadTransportPermitNo: '浙B12345' })).body.msg).toBe('请上传道路运输许可证图片');
    const ok = await apply({ ...withIds, companyTypeCode: '128', roadTransportPermitNo: '浙B12345', roadTransportPermitNoImg: await upload(app, u) });
    expect(ok.status).toBe(200);
    expect(ok.body.msg).toBe('提交成功，请等待审核');
    expect(ok.body.result).toMatchObject({ base: { shopStatus: '0' } });
  });

  it('keeps the global invoice type unless every business agrees, and setting it sets them all', async () => {
    const u = await registerUser(app, '13600000005');
    const f = await validForm(app, u);
    const mixed = [{ bussinessType: 'TRUCK', invoiceType: 'SDP' }, { bussinessType: 'YARD', invoiceType: 'SDZ' }];
    const refused = await submitOnboarding(app, u, { ...f, invoiceType: 'SDZ' }, mixed);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('各业务发票类型不一致时不能修改发票类型');
    const keep = await submitOnboarding(app, u, { ...f, invoiceType: 'SDP' }, [...mixed, { bussinessType: 'BAD', invoiceType: 'SDP' }]);
    expect(keep.body.msg).toBe('业务类型不存在：BAD');
    const paper = await submitOnboarding(app, u, f, [{ bussinessType: 'TRUCK', invoiceType: 'PAPER' }]);
    expect(paper.status).toBe(400);
    const all = await submitOnboarding(app, u, { ...f, invoiceType: 'SDZ' }, [{ bussinessType: 'TRUCK', invoiceType: 'SDP' }, { bussinessType: 'YARD', invoiceType: 'SDP' }]);
    expect(all.status, all.body.msg).toBe(200);
    const info = await call<{ invoiceType: string; invoiceBussiness: Array<{ bussinessType: string; invoiceType: string }> }>(app, 'GET', '/user/company/getCompanyInfo', { token: u });
    expect(info.body.result.invoiceType).toBe('SDZ');
    expect(info.body.result.invoiceBussiness.map((b) => b.invoiceType)).toEqual(['SDZ', 'SDZ']);
    const detail = await call<{ invoiceBase: { companyName: string; type: string } }>(app, 'GET', '/user/seller/detail', { token: u, query: { shopId: String((info.body.result as unknown as { shopId: string }).shopId) } });
    expect(detail.body.result.invoiceBase).toMatchObject({ companyName: f.invoiceCompanyName, type: 'SDZ' });
  });

  it('lets only the applicant or a company administrator change a company\'s form', async () => {
    const clerk = await tokenFor(app, CLERK);
    const r = await save(await validForm(app, clerk), clerk);
    expect(r.status).toBe(403);
  });

  it('follows the states: locked under review, name and credit code locked once submitted unless rejected', async () => {
    const u = await registerUser(app, '13600000006');
    const f = await validForm(app, u);
    const submitted = await submitOnboarding(app, u, f);
    const shopId = submitted.body.result.base.shopId;
    const underReview = await save(f, u);
    expect(underReview.status).toBe(409);
    expect(underReview.body.msg).toBe('入驻申请审核中，暂不能修改');

    const adminToken = await admin(app);
    const review = (action: string, reason?: string) => call(app, 'POST', '/user/seller/review', { token: adminToken, body: { shopId, action, ...(reason ? { reason } : {}) } });
    expect((await review('approve')).status).toBe(200);
    const renamed = await save({ ...f, companyCname: '改名后的公司' }, u);
    expect(renamed.status).toBe(409);
    expect(renamed.body.msg).toBe('企业中文名已锁定，不能修改');
    const recoded = await save({ ...f, companyCreditCode: '91330206MA2ZZZZZZZ' }, u);
    expect(recoded.body.msg).toBe('企业信用代码/其他有效证件已锁定，不能修改');

    const resubmitted = await submitOnboarding(app, u, { ...f, companyShortCname: '新简称' });
    expect(resubmitted.body.result.base.shopStatus).toBe('2');
    const reviewList = await call<{ data: Array<{ shopId: string; changeContent: string | null }> }>(app, 'POST', '/user/seller/reviewList', { token: adminToken, body: {} });
    expect(reviewList.body.result.data.find((d) => d.shopId === shopId)?.changeContent).toBe('companyShortCname');
    expect((await review('reject', '营业执照照片不清晰')).status).toBe(200);
    const info = await call<{ shopStatus: string; statusDesc: string }>(app, 'GET', '/user/company/getCompanyInfo', { token: u });
    expect(info.body.result).toMatchObject({ shopStatus: '-1', statusDesc: '营业执照照片不清晰' });
    expect((await save({ ...f, companyCname: `${String(f.companyCname)}（更名）` }, u)).status).toBe(200);

    expect((await review('freeze', '资料造假')).status).toBe(409);
    await submitOnboarding(app, u, { ...f, companyCname: `${String(f.companyCname)}（更名）` });
    expect((await review('freeze', '资料造假')).status).toBe(200);
    const frozen = await save(f, u);
    expect(frozen.body.msg).toBe('企业已冻结，暂不能修改');
  });
});
