/**
 * The read-only company view (SPEC §2.7): 基本信息, 证件信息 and 开票信息, with the pictures shown back.
 * Used by the onboarding page once approved and by the review screen.
 */
import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css';
import { IDENTIFIERS } from '@port/config/constants';
import { displayText } from '@port/sdk';
import type { MessageKey } from '@port/sdk/i18n';
import type { ReactNode } from 'react';
import { useTr } from '../../../app/i18n';
import { useDict } from '../../../shared/dict';
import type { Company } from '../api';
import { StoredImage } from './StoredImage';

type Key = keyof Company & string;

export function CompanyDetail({ company, showBusinesses = false }: { company: Company; showBusinesses?: boolean }) {
  const t = useTr();
  const businesses = useDict('PAY_TICKET_BUSSINES_CONFIG');
  const label = (field: string) => t(`accounts.checkIn.fields.${field}` as MessageKey);
  const row = (field: Key, value?: ReactNode) => ({ label: label(field), value: value ?? (displayText(company[field] as string | null | undefined) || '-') });
  const image = (field: Key) => row(field, <StoredImage fileUrl={company[field] as string | null | undefined} alt={label(field)} />);
  const invoiceTypeName = (v: string | null | undefined) => IDENTIFIERS.invoiceTypes[v === 'SDZ' ? 'SDZ' : 'SDP'];
  const address = [company.companyProvince, company.companyCity, company.companyCounty, company.companyTown].filter(Boolean).join('');
  const groupFlag = company.companyNbportgroupFlag === '1' ? t('accounts.checkIn.yes') : company.companyNbportgroupFlag === '2' ? t('accounts.checkIn.no') : '-';
  const needsPermit = (company.companyTypeCode ?? '').split(',').includes(IDENTIFIERS.roadPermitCompanyType);

  const basic = [
    row('companyCname'), row('companyShortCname'), row('companyEname'), row('companyLegalPerson'), row('companyMobile'),
    row('companyTel'), row('companyEmail'), row('companyNationalityCode'), row('companyTypeCode', company.companyType || '-'),
    row('companyAddress', address || '-'), row('companyDetailAddress'), row('companyNbportgroupFlag', groupFlag),
  ];
  const certificates = [
    row('companyCreditCode'),
    row('companyCreditCodeValidity', company.companyCreditCodeValidity === IDENTIFIERS.longTermLicenceDate ? t('accounts.checkIn.longTerm') : undefined),
    row('legalPersonIdCardNo'),
    ...(needsPermit ? [row('roadTransportPermitNo')] : []),
    image('companyCreditImg'),
    image('legalPersonIdCardNoImg'),
    ...(needsPermit ? [image('roadTransportPermitNoImg')] : []),
  ];
  const invoice = [
    row('invoiceCompanyName'), row('invoiceCompanyTaxCode'), row('invoiceCompanyBank'), row('invoiceCompanyBankAccount'),
    row('invoiceCompanyAdress'), row('invoiceCompanyTel'), row('invoiceMobile'), row('invoiceEmail'),
    row('invoiceCompanyDetailAddressMail'), row('invoiceMailPersonName'), row('invoiceRsv5'),
    row('invoiceType', invoiceTypeName(company.invoiceType)),
  ];
  const perBusiness = (company.invoiceBussiness ?? []).map((b) => ({ label: businesses.label(b.bussinessType), value: invoiceTypeName(b.invoiceType) }));

  return (
    <div className="accounts-detail">
      <Descriptions title={t('accounts.checkIn.sections.basic')} column={{ xs: 1, md: 2 }} data={basic} border labelStyle={{ width: 190 }} />
      <Descriptions title={t('accounts.checkIn.sections.certificates')} column={{ xs: 1, md: 2 }} data={certificates} border labelStyle={{ width: 190 }} />
      <Descriptions title={t('accounts.checkIn.sections.invoice')} column={{ xs: 1, md: 2 }} data={invoice} border labelStyle={{ width: 190 }} />
      {showBusinesses && perBusiness.length ? (
        <Descriptions title={t('accounts.checkIn.sections.invoiceBusiness')} column={{ xs: 1, md: 3 }} data={perBusiness} border />
      ) : null}
    </div>
  );
}
