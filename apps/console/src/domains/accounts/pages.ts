import type { PageRegistry } from '../../routing/pages';

/**
 * The accounts domain's screens by the `component` keys of the server's routes (apps/api/src/domains/accounts/menus.ts and
 * this domain's seed) and the shell's static /account/CheckIn; 个人中心 and the password change (center/) included.
 */
export const accountsPages: PageRegistry = {
  'account/checkIn': () => import('./checkin/CheckInPage'),
  'account/center': () => import('./center/CenterPage'),
  'account/changePassword': () => import('./center/ChangePasswordPage'),
  'users/accounts': () => import('./users/AccountsPage'),
  'users/roles': () => import('./roles/RolesPage'),
  'users/payment': () => import('./payment/PaymentPage'),
  'users/invoice': () => import('./invoice/InvoicePage'),
  'users/collection': () => import('./collection/CollectionPage'),
  'system/review': () => import('./review/ReviewPage'),
  'system/collection': () => import('./collection/CollectionAuditPage'),
  'system/sms': () => import('./sms/SmsOutboxPage'),
  'user/payLast': () => import('./payment/PayRecordsPage'),
  'user/payLastMt': () => import('./payment/PayRecordsPage').then((m) => ({ default: m.PayLastMtPage })),
  'user/phoneRegister': () => import('./registration/PhoneRegisterPage'),
};

/** The other domains' texts these pages show (routing/pages.ts loads them with the page). */
export const pageTexts = ['admin', 'portal'];
