/**
 * Who may see and change what: platform staff see every company; everyone else their own company, narrowed
 * by the data scope of their roles. Account permissions are configured only by authenticated enterprises
 * (SPEC §1, §6).
 */
import { hasPermission, isPlatformStaff, type AppServices, type SessionUser } from '../../../services';
import { ApiError } from '../../../http/errors';
import { fail, type Lang } from './messages';
import { AUTH } from '@port/sdk/labels';

export { isPlatformStaff };

/**
 * A platform administrator: platform staff whose platform role spans every company. Data scope '1' reaches a
 * session only through a platform role held by platform staff, so a company role of scope '1' is no way in.
 */
export const isPlatformAdmin = (user: Pick<SessionUser, 'platform' | 'dataScope'>): boolean => user.platform && user.dataScope === '1';

/**
 * Whether `permission` opens other companies' records (shops, their forms, uploads, invoicing) to the caller:
 * only for platform staff. A company role that grants the same permission string still sees its own company only.
 */
export const reachesOtherCompanies = (user: SessionUser, permission: string): boolean =>
  isPlatformStaff(user) && hasPermission(user, permission);

/** The caller's company row, or null for a user without one. */
export async function callerCompany(services: AppServices, user: SessionUser) {
  if (!user.companyId) return null;
  const row = await services.db
    .selectFrom('companies')
    .select(['company_id', 'company_name', 'company_code', 'shop_id', 'shop_status', 'auth_status', 'profile', 'version'])
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Refuses (409, the onboarding page's own tip) unless the caller's enterprise is authenticated.
 * Platform administrators are exempt: they configure accounts for the whole platform.
 */
export async function requireAuthenticatedEnterprise(services: AppServices, user: SessionUser, lang: Lang): Promise<void> {
  if (isPlatformAdmin(user)) return;
  const company = await callerCompany(services, user);
  if (!company || company.auth_status !== AUTH.verified) throw fail(lang, 'accounts.notAuthenticated', {}, { status: 409 });
}

export const notFound = () => new ApiError(404, 'notFound');
