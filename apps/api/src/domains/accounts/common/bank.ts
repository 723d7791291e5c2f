/** Bank name and account: the onboarding form's rules and messages, reused wherever a bank account is typed. */
import { all, format, required, CHINESE_PATTERN, DIGITS_PATTERN } from '@port/sdk/rules';
import { enforce } from '../../../lib/text';
import type { Lang } from './messages';

const bankName = all(required('onboarding.invoiceCompanyBankRequired'), format((v) => CHINESE_PATTERN.test(v), 'onboarding.invoiceCompanyBankInvalid'));
const bankAccount = all(
  required('onboarding.invoiceCompanyBankAccountRequired'),
  format((v) => DIGITS_PATTERN.test(v), 'onboarding.invoiceCompanyBankAccountInvalid'),
);

export function checkBank(lang: Lang, name: string, account: string, fields: { name: string; account: string }): void {
  enforce(lang, bankName, name.trim(), fields.name);
  enforce(lang, bankAccount, account.trim(), fields.account);
}
