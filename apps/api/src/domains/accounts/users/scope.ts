/**
 * The users a caller may see and manage: a platform administrator every user; otherwise the data scope
 * of the caller's roles - '2' the caller's company, '3' the caller alone. Outside it, a user is not found.
 */
import type { AppServices, SessionUser } from '../../../services';
import { isPlatformAdmin, notFound } from '../common/access';

export type UserScope = { kind: 'all' } | { kind: 'company'; companyId: string } | { kind: 'self'; userId: string };

export function userScope(me: SessionUser): UserScope {
  if (isPlatformAdmin(me)) return { kind: 'all' };
  if (me.dataScope === '2' && me.companyId) return { kind: 'company', companyId: me.companyId };
  return { kind: 'self', userId: me.userId };
}

/** The user row when it is inside the caller's scope; 404 otherwise (its existence is not revealed). */
export async function userInScope(services: AppServices, me: SessionUser, userId: string) {
  const scope = userScope(me);
  let q = services.db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.company_id', 'u.company_id')
    .select([
      'u.user_id', 'u.mobile', 'u.name', 'u.username', 'u.login_name', 'u.email', 'u.sex', 'u.status', 'u.del_flag', 'u.avatar',
      'u.company_id', 'c.company_code', 'c.company_name', 'u.user_type', 'u.auth_status', 'u.weak_password', 'u.failed_logins',
      'u.locked_until', 'u.remark', 'u.create_time', 'u.update_time', 'u.password_update_time',
    ])
    .where('u.user_id', '=', userId)
    .where('u.del_flag', '=', '0');
  if (scope.kind === 'company') q = q.where('u.company_id', '=', scope.companyId);
  if (scope.kind === 'self') q = q.where('u.user_id', '=', scope.userId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
