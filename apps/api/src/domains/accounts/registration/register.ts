import { validateMobile } from '@port/sdk/rules';
import type { Schemas } from '@port/sdk/contract';
import type { AppServices } from '../../../services';
import { enforce } from '../../../lib/text';
import { hashDigest } from '../../auth/passwords';
import { isUniqueViolation } from '../common/db-errors';
import { fail, type Lang } from '../common/messages';
import { checkNewPassword } from '../common/passwords';
import { consumeVerifiedCaptcha } from '../sms/captcha';
import { consumeCode } from '../sms/codes';

type RegisterInput = Schemas['RegisterRequest'] | Schemas['PhoneRegisterRequest'];

export async function mobileTaken(services: AppServices, mobile: string): Promise<boolean> {
  const row = await services.db.selectFrom('users').select('user_id').where('mobile', '=', mobile).executeTakeFirst();
  return !!row;
}

/**
 * Registration. Everything the user typed is checked before anything is used up: agreement, mobile,
 * password strength and confirmation, mobile free; then the captcha binding and the SMS code are consumed.
 * The new account is enabled, of userType 1, not yet authenticated ('00') and without a company.
 */
export async function registerAccount(
  services: AppServices,
  lang: Lang,
  body: RegisterInput,
  /** The verified captcha to use up; null for the phone registration, whose captcha was checked at sending. */
  captcha: { uuid?: string | undefined; imgVerify?: string | undefined } | null,
): Promise<{ userId: string; mobile: string }> {
  if (body.checkbox !== true) throw fail(lang, 'portal.account.agreementRequired', {}, { field: 'checkbox' });
  enforce(lang, validateMobile, body.mobile, 'mobile');
  checkNewPassword(lang, body.password, body.checkPass);
  if (await mobileTaken(services, body.mobile)) throw fail(lang, 'portal.account.mobileTaken', {}, { status: 409, field: 'mobile' });
  if (captcha) await consumeVerifiedCaptcha(services, lang, body.mobile, captcha.uuid, captcha.imgVerify);
  await consumeCode(services, lang, body.mobile, 'register', body.smsCode);

  const now = services.now();
  const name = body.name?.trim() || null;
  try {
    const hash = await hashDigest(body.password);
    return await services.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ mobile: body.mobile, name, login_name: body.mobile, password_hash: hash, password_update_time: now, create_time: now, update_time: now })
        .returning(['user_id', 'mobile'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_profiles')
        .values({ user_id: user.user_id, register_company_name: body.companyName?.trim() || null, update_time: now })
        .execute();
      return { userId: user.user_id, mobile: user.mobile };
    });
  } catch (error) {
    // Two registrations of one mobile racing: the unique index decides.
    if (isUniqueViolation(error)) throw fail(lang, 'portal.account.mobileTaken', {}, { status: 409, field: 'mobile' });
    throw error;
  }
}
