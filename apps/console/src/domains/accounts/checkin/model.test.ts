import { describe, expect, it } from 'vitest';
import { allAgree, businessChoices, identityLocked, readOnlyStatus, toBody, toValues } from './model';

describe('onboarding form model', () => {
  it('joins checkboxes and cascaders into the contract fields and clears the road permit without type 128', () => {
    const body = toBody(
      { companyCname: '甲', companyTypeCodes: ['1', '8'], companyAddressCodes: ['33', '3302', '330206', '330206001'], invoiceMailCodes: ['33', '3302', '330206'], roadTransportPermitNo: 'X', roadTransportPermitNoImg: 'p' },
      3,
    );
    expect(body).toMatchObject({
      companyTypeCode: '1,8', companyAddress: '33,3302,330206,330206001', companyAreaCode: '330206001',
      invoiceCompanyAddress: '33,3302,330206', invoiceCompanyAddressMailsCode: '330206', roadTransportPermitNo: null, roadTransportPermitNoImg: null, version: 3,
    });
    expect(toBody({ companyTypeCodes: ['128'], roadTransportPermitNo: 'X' }, null).roadTransportPermitNo).toBe('X');
  });

  it('reads a saved company back into the form values', () => {
    const v = toValues({ companyTypeCode: '1,128', companyAddress: '33,3302', invoiceType: null, shopStatus: '1' });
    expect(v).toMatchObject({ companyTypeCodes: ['1', '128'], companyAddressCodes: ['33', '3302'], invoiceType: 'SDP' });
    expect(toValues(null)).toEqual({ invoiceType: 'SDP', companyTypeCodes: [] });
  });

  it('knows the states that lock the form and the identity', () => {
    expect(['0', '2', '-2'].map(readOnlyStatus)).toEqual([true, true, true]);
    expect([null, '1', '-1'].map(readOnlyStatus)).toEqual([false, false, false]);
    expect([null, '-1'].map(identityLocked)).toEqual([false, false]);
    expect(['0', '1', '2'].map(identityLocked)).toEqual([true, true, true]);
  });

  it('fills business choices from the saved ones or the global type, and tells when they agree', () => {
    const c = businessChoices(['TRUCK', 'YARD'], [{ bussinessType: 'YARD', invoiceType: 'SDZ' }], 'SDP');
    expect(c).toEqual([{ bussinessType: 'TRUCK', invoiceType: 'SDP' }, { bussinessType: 'YARD', invoiceType: 'SDZ' }]);
    expect(allAgree(c)).toBe(false);
    expect(allAgree(businessChoices(['TRUCK'], [], 'SDZ'))).toBe(true);
  });
});
