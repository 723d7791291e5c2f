/**
 * The image captcha before an SMS is sent: POST /user/reg/imgVerify checks it once (consuming the
 * captcha of GET /code) and binds it to the mobile for 10 minutes; sending calls need only its uuid,
 * and the registration submit checks the text again and uses the binding up.
 */
import type { AppServices } from '../../../services';
import { consumeCaptcha } from '../../auth/routes';
import { fail, type Lang } from '../common/messages';

export const CAPTCHA_BINDING_TTL_S = 600;

export async function verifyCaptchaForMobile(services: AppServices, mobile: string, uuid: string, typed: string): Promise<void> {
  if (!services.env.captchaEnabled) return;
  await consumeCaptcha(services, uuid, typed);
  const expires = new Date(services.now().getTime() + CAPTCHA_BINDING_TTL_S * 1000);
  await services.db
    .insertInto('captcha_verifications')
    .values({ uuid, mobile, code: typed.trim().toLowerCase(), expires_at: expires })
    .onConflict((oc) => oc.column('uuid').doUpdateSet({ mobile, code: typed.trim().toLowerCase(), expires_at: expires }))
    .execute();
}

/** A sending call: the captcha must have been verified for this mobile within 10 minutes. */
export async function requireVerifiedCaptcha(services: AppServices, lang: Lang, mobile: string, uuid: string | undefined): Promise<void> {
  if (!services.env.captchaEnabled) return;
  const row = uuid
    ? await services.db
        .selectFrom('captcha_verifications')
        .select('uuid')
        .where('uuid', '=', uuid)
        .where('mobile', '=', mobile)
        .where('expires_at', '>', services.now())
        .executeTakeFirst()
    : undefined;
  if (!row) throw fail(lang, 'accounts.sms.captchaNotVerified', {}, { field: 'uuid' });
}

/** The registration submit: the verified captcha's text is checked once more, and the binding used up. */
export async function consumeVerifiedCaptcha(
  services: AppServices,
  lang: Lang,
  mobile: string,
  uuid: string | undefined,
  typed: string | undefined,
): Promise<void> {
  if (!services.env.captchaEnabled) return;
  if (!uuid) throw fail(lang, 'accounts.sms.captchaNotVerified', {}, { field: 'uuid' });
  const row = await services.db
    .deleteFrom('captcha_verifications')
    .where('uuid', '=', uuid)
    .returning(['mobile', 'code', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.mobile !== mobile || new Date(row.expires_at) <= services.now()) {
    throw fail(lang, 'accounts.sms.captchaNotVerified', {}, { field: 'uuid' });
  }
  if (row.code !== (typed ?? '').trim().toLowerCase()) throw fail(lang, 'accounts.sms.captchaMismatch', {}, { field: 'imgVerify' });
}
