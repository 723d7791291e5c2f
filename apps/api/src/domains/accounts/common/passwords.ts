import type { AppServices } from '../../../services';
import { hashDigest } from '../../auth/passwords';
import { fail, type Lang } from './messages';

/**
 * A new password arrives as the lowercase hex SHA-256 of what was typed (the contract's NewPassword pattern),
 * as at sign-in: the server never sees the password, so its strength rule runs in the form (validateNewPassword).
 * The confirmation, when the form has one, arrives hashed the same way and must be equal.
 */
export function checkNewPassword(lang: Lang, digest: string, checkPass?: string): void {
  if (checkPass === undefined) return;
  if (!checkPass) throw fail(lang, 'portal.account.checkPassRequired', {}, { field: 'checkPass' });
  if (checkPass !== digest) throw fail(lang, 'portal.account.checkPassMismatch', {}, { field: 'checkPass' });
}

/**
 * Stores a new password (its client digest, hashed memory-hard) and clears the sign-in lock. weak 'Y' marks a
 * password the user did not choose (set by an administrator), so the user must change it at the next sign-in.
 */
export async function storePassword(services: AppServices, userId: string, digest: string, weak: 'Y' | 'N'): Promise<void> {
  const now = services.now();
  await services.db
    .updateTable('users')
    .set({
      password_hash: await hashDigest(digest),
      weak_password: weak,
      failed_logins: 0,
      locked_until: null,
      password_update_time: now,
      update_time: now,
    })
    .where('user_id', '=', userId)
    .execute();
}
