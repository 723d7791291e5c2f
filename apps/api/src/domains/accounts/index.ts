/**
 * Enterprises and accounts: registration and passwords, SMS codes, onboarding and its review, real-name
 * authentication, users, roles, invoicing, collection qualification and payment settings.
 */
import type {} from './tables';
import { defineHandlers } from '../../http/contract';
import { collectionHandlers } from './collection/routes';
import { companyHandlers } from './company/routes';
import { invoiceHandlers } from './invoice/routes';
import { paymentRecordHandlers } from './payment/records';
import { paymentHandlers } from './payment/routes';
import { realAuthHandlers } from './realAuth/routes';
import { registrationHandlers } from './registration/routes';
import { roleHandlers } from './roles/routes';
import { smsHandlers } from './sms/routes';
import { userHandlers } from './users/routes';

export { seedAccounts } from './seed';

export const accountsHandlers = defineHandlers({
  ...smsHandlers,
  ...registrationHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...companyHandlers,
  ...realAuthHandlers,
  ...invoiceHandlers,
  ...collectionHandlers,
  ...paymentHandlers,
  ...paymentRecordHandlers,
});
