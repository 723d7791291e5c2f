import { enUS, zhCN } from '@port/config/i18n';
import { describe, expect, it } from 'vitest';
import { translateZh } from '../i18n';
import {
  ONBOARDING_FIELDS,
  checkOnboardingSubmit,
  clearRoadPermitUnlessNeeded,
  needsRoadPermit,
  validateOnboardingField,
  validateOnboardingForm,
  type OnboardingForm,
} from './onboarding';

const valid: OnboardingForm = {
  companyCname: '宁波港口物流有限公司',
  companyLegalPerson: '张三',
  companyMobile: '13800138000',
  companyCreditCodeValidity: '9999-12-31',
  companyCreditCode: '91330200MA2AAAAA1X',
  legalPersonIdCardNo: 'E12345678',
  companyNationalityCode: 'CN',
  companyDetailAddress: '北仑区港口路1号',
  invoiceCompanyName: '宁波港口物流有限公司',
  invoiceCompanyTaxCode: '91330200MA2AAAAA1X',
  invoiceCompanyBank: '中国银行宁波分行',
  invoiceCompanyBankAccount: '6217000000000000',
  invoiceCompanyAdress: '宁波市北仑区',
  invoiceCompanyTel: '0574-87654321',
  invoiceMobile: '13800138000',
  invoiceEmail: 'invoice@example.com',
  invoiceType: 'SDP',
  companyTypeCode: '101,102',
  companyCreditImg: '/files/credit.png',
  legalPersonIdCardNoImg: '/files/id.png',
};

const text = (field: Parameters<typeof validateOnboardingField>[0], form: OnboardingForm) => {
  const found = validateOnboardingField(field, form);
  return found ? translateZh(found.key, found.params) : null;
};

describe('onboarding form', () => {
  it('a complete form has no issue', () => {
    expect(validateOnboardingForm(valid)).toEqual({});
  });

  it('every required field answers its exact message when empty', () => {
    const issues = validateOnboardingForm({});
    const texts = Object.fromEntries(Object.entries(issues).map(([f, i]) => [f, translateZh(i.key, i.params)]));
    expect(texts).toEqual({
      companyCname: '企业中文名不能为空',
      companyLegalPerson: '法人代表不能为空',
      companyMobile: '联系电话不能为空',
      companyCreditCodeValidity: '营业执照有效截止日期不能为空',
      companyCreditCode: '企业信用代码/其他有效证件不能为空',
      legalPersonIdCardNo: '法人身份证/护照/其他不能为空',
      companyNationalityCode: '国籍代码不能为空',
      companyDetailAddress: '详细地址不能为空',
      invoiceCompanyName: '公司名称不能为空',
      invoiceCompanyTaxCode: '纳税人识别号不能为空',
      invoiceCompanyBank: '开户行名称不能为空',
      invoiceCompanyBankAccount: '开户行账号不能为空',
      invoiceCompanyAdress: '公司注册地址不能为空',
      invoiceCompanyTel: '公司电话不能为空',
      invoiceMobile: '联系电话不能为空',
      invoiceEmail: '电子发票邮寄邮箱不能为空',
      invoiceType: '请选择发票类型',
    });
  });

  it('credit code: letters and digits only (length not enforced)', () => {
    expect(text('companyCreditCode', { companyCreditCode: 'abcXYZ123' })).toBeNull();
    expect(text('companyCreditCode', { companyCreditCode: 'A'.repeat(30) })).toBeNull();
    expect(text('companyCreditCode', { companyCreditCode: '9133-0200' })).toBe(
      '企业信用代码/其他有效证件不可以超过18位，仅限大小写字母和数字',
    );
  });

  it('legal person ID: uppercase letters and digits, at most 25', () => {
    expect(text('legalPersonIdCardNo', { legalPersonIdCardNo: '11010119900307123X' })).toBeNull();
    expect(text('legalPersonIdCardNo', { legalPersonIdCardNo: 'A'.repeat(25) })).toBeNull();
    const message = '法人身份证/护照/其他不可超过25位，仅限大写和数字';
    expect(text('legalPersonIdCardNo', { legalPersonIdCardNo: 'A'.repeat(26) })).toBe(message);
    expect(text('legalPersonIdCardNo', { legalPersonIdCardNo: '11010119900307123x' })).toBe(message);
    expect(text('legalPersonIdCardNo', { legalPersonIdCardNo: 'E 1234' })).toBe(message);
  });

  it('tax id: 15, 18 or 20 digits or uppercase letters', () => {
    const message = '纳税人识别号不能含有除数字及大写字母外的其他字符';
    for (const ok of ['1'.repeat(15), 'A'.repeat(18), '9133020012345678AB12']) {
      expect(text('invoiceCompanyTaxCode', { invoiceCompanyTaxCode: ok })).toBeNull();
    }
    for (const bad of [
      '1'.repeat(14),
      '1'.repeat(16),
      '1'.repeat(19),
      '1'.repeat(21),
      'a'.repeat(18),
      '91330200-12345678',
    ]) {
      expect(text('invoiceCompanyTaxCode', { invoiceCompanyTaxCode: bad })).toBe(message);
    }
  });

  it('bank name: Chinese only; bank account: digits only', () => {
    expect(text('invoiceCompanyBank', { invoiceCompanyBank: '中国工商银行' })).toBeNull();
    expect(text('invoiceCompanyBank', { invoiceCompanyBank: 'ICBC 宁波' })).toBe('开户行名称必须是中文格式');
    expect(text('invoiceCompanyBank', { invoiceCompanyBank: '工商银行(宁波)' })).toBe('开户行名称必须是中文格式');
    expect(text('invoiceCompanyBankAccount', { invoiceCompanyBankAccount: '0123456789' })).toBeNull();
    expect(text('invoiceCompanyBankAccount', { invoiceCompanyBankAccount: '6217-0000' })).toBe(
      '开户行账号必须是数字格式',
    );
  });

  it('phones: mobile or landline; e-mail', () => {
    expect(text('invoiceCompanyTel', { invoiceCompanyTel: '13800138000' })).toBeNull();
    expect(text('invoiceCompanyTel', { invoiceCompanyTel: '0574-87654321' })).toBeNull();
    expect(text('invoiceCompanyTel', { invoiceCompanyTel: '87654321' })).toBe('公司电话格式不正确');
    expect(text('invoiceMobile', { invoiceMobile: '1380013800' })).toBe('联系电话格式不正确');
    expect(text('invoiceMobile', { invoiceMobile: '010-12345678' })).toBeNull();
    expect(text('invoiceEmail', { invoiceEmail: 'a@b.c' })).toBe('电子发票邮寄邮箱格式不正确');
  });

  it('road permit number is required only with company type 128', () => {
    expect(needsRoadPermit({ companyTypeCode: '101,128' })).toBe(true);
    expect(needsRoadPermit({ companyTypeCode: ['128'] })).toBe(true);
    expect(needsRoadPermit({ companyTypeCode: '1280' })).toBe(false);
    expect(text('roadTransportPermitNo', { companyTypeCode: '101' })).toBeNull();
    expect(text('roadTransportPermitNo', { companyTypeCode: '101,128' })).toBe('道路运输许可证号不能为空');
    expect(text('roadTransportPermitNo', { companyTypeCode: '128', roadTransportPermitNo: '330200001' })).toBeNull();
  });
});

describe('submit checks, in order', () => {
  it('credit image, legal ID image, a company type, then the road permit image for 128', () => {
    const msg = (form: OnboardingForm) => {
      const found = checkOnboardingSubmit(form);
      return found ? translateZh(found.key) : null;
    };
    expect(msg({ ...valid, companyCreditImg: '', legalPersonIdCardNoImg: '' })).toBe('请上传企业信用代码图片');
    expect(msg({ ...valid, legalPersonIdCardNoImg: '' })).toBe('请上传企业法人身份证图片');
    expect(msg({ ...valid, companyTypeCode: '' })).toBe('请选择企业类型');
    expect(msg({ ...valid, companyTypeCode: '101,128' })).toBe('请上传道路运输许可证图片');
    expect(msg({ ...valid, companyTypeCode: '128', roadTransportPermitNoImg: '/files/permit.png' })).toBeNull();
    expect(msg(valid)).toBeNull();
  });

  it('clears the road permit fields unless type 128 is chosen', () => {
    const withPermit = { ...valid, roadTransportPermitNo: 'X1', roadTransportPermitNoImg: '/p.png' };
    expect(clearRoadPermitUnlessNeeded(withPermit)).toMatchObject({
      roadTransportPermitNo: '',
      roadTransportPermitNoImg: '',
    });
    expect(clearRoadPermitUnlessNeeded({ ...withPermit, companyTypeCode: '128' })).toMatchObject({
      roadTransportPermitNo: 'X1',
    });
  });
});

describe('onboarding messages', () => {
  it('exist in zh-CN and en-US for the same keys', () => {
    expect(Object.keys(enUS.onboarding).sort()).toEqual(Object.keys(zhCN.onboarding).sort());
    expect(ONBOARDING_FIELDS).toHaveLength(18);
  });
});
