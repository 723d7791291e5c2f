import { validateNewPassword } from '@port/sdk/rules';
import type { AppServices } from '../../../services';
import { enforce } from '../../../lib/text';
import { hashPlain } from '../../auth/passwords';
import { fail, type Lang } from './messages';

/** A new password: strong (the shared rule), and confirmed when the form has a confirmation field. */
export function checkNewPassword(lang: Lang, password: string, checkPass?: string): void {
  enforce(lang, validateNewPassword, password, 'password');
  if (checkPass === undefined) return;
  if (!checkPass) throw fail(lang, 'portal.account.checkPassRequired', {}, { field: 'checkPass' });
  if (checkPass !== password) throw fail(lang, 'portal.account.checkPassMismatch', {}, { field: 'checkPass' });
}

/**
 * Stores a new password and clears the sign-in lock. weak 'Y' marks a password the user did not choose
 * (set by an administrator), so the user must change it at the next sign-in.
 */
export async function storePassword(services: AppServices, userId: string, plain: string, weak: 'Y' | 'N'): Promise<void> {
  const now = services.now();
  await services.db
    .updateTable('users')
    .set({
      password_hash: await hashPlain(plain),
      weak_password: weak,
      failed_logins: 0,
      locked_until: null,
      password_update_time: now,
      update_time: now,
    })
    .where('user_id', '=', userId)
    .execute();
}
