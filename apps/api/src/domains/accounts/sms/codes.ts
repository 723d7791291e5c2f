/**
 * SMS codes: 6 digits, single use, valid 5 minutes, void after 5 wrong tries or when a newer code is sent.
 * At most 1 send per mobile per 60 s and 10 per day (the port's zone), counted in the database so every
 * replica shares the limits.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import { SITE } from '@port/config/site';
import { verifyingSecrets } from '../../../lib/signing-keys';
import type { AppServices } from '../../../services';
import { maskMobile } from '../common/format';
import { fail, say, type Lang } from '../common/messages';
import { smsAdapter, type SmsScene } from './adapter';
import { portDay } from '../../../lib/datetime';

export const SMS_CODE_TTL_S = 300;
export const SMS_RESEND_S = 60;
export const SMS_DAILY_LIMIT = 10;
export const SMS_MAX_ATTEMPTS = 5;
const CODE_PATTERN = /^\d{6}$/;

const codeHash = (secret: string, id: string, code: string) => createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

/**
 * Counts a send against the mobile's limits in one conditional upsert (no race between replicas):
 * answers the day's count, or refuses with 429 and the limit that was hit.
 */
async function takeQuota(services: AppServices, lang: Lang, mobile: string): Promise<number> {
  const now = services.now();
  const day = portDay(now);
  const cutoff = new Date(now.getTime() - SMS_RESEND_S * 1000);
  const { rows } = await sql<{ sent_count: number }>`
    insert into sms_quota (mobile, day, sent_count, last_sent_at) values (${mobile}, ${day}, 1, ${now})
    on conflict (mobile) do update set
      sent_count = case when sms_quota.day = excluded.day then sms_quota.sent_count + 1 else 1 end,
      day = excluded.day,
      last_sent_at = excluded.last_sent_at
    where sms_quota.last_sent_at <= ${cutoff}
      and (sms_quota.day <> excluded.day or sms_quota.sent_count < ${SMS_DAILY_LIMIT})
    returning sent_count`.execute(services.db);
  if (rows[0]) return rows[0].sent_count;
  const row = await services.db.selectFrom('sms_quota').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
  const waitMs = new Date(row.last_sent_at).getTime() + SMS_RESEND_S * 1000 - now.getTime();
  if (waitMs > 0) throw fail(lang, 'accounts.sms.tooFrequent', { seconds: Math.ceil(waitMs / 1000) }, { status: 429 });
  throw fail(lang, 'accounts.sms.dailyLimit', { limit: SMS_DAILY_LIMIT }, { status: 429 });
}

/**
 * Sends a code of `scene` to `mobile`. With deliver false (an unknown mobile where the answer must not
 * tell), the limits are counted and the same answer given, but nothing is sent.
 */
export async function sendCode(
  services: AppServices,
  lang: Lang,
  mobile: string,
  scene: SmsScene,
  deliver = true,
): Promise<Schemas['SmsSendResult']> {
  const sentToday = await takeQuota(services, lang, mobile);
  if (deliver) {
    const now = services.now();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeId = await services.db.transaction().execute(async (trx) => {
      // A newer code replaces the older ones of the same scene.
      await trx
        .updateTable('sms_codes')
        .set({ void_at: now })
        .where('mobile', '=', mobile)
        .where('scene', '=', scene)
        .where('used_at', 'is', null)
        .where('void_at', 'is', null)
        .execute();
      const row = await trx
        .insertInto('sms_codes')
        .values({ mobile, scene, code_hash: 'pending', created_at: now, expires_at: new Date(now.getTime() + SMS_CODE_TTL_S * 1000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.updateTable('sms_codes').set({ code_hash: codeHash(services.env.signingSecret, row.id, code) }).where('id', '=', row.id).execute();
      return row.id;
    });
    // Messages go out in Chinese: the numbers are mainland mobiles.
    const content = say('zh-CN', 'accounts.sms.content', {
      product: SITE.product,
      code,
      minutes: SMS_CODE_TTL_S / 60,
      purpose: say('zh-CN', `accounts.sms.scene.${scene}`),
    });
    try {
      await smsAdapter(services).send(services, { mobile, scene, code, codeId, content });
    } catch (error) {
      // Not delivered: the code is void (the send still counts against the limits, so a failing gateway is not hammered).
      await services.db.updateTable('sms_codes').set({ void_at: services.now() }).where('id', '=', codeId).execute();
      const refusal = fail(lang, 'accounts.sms.sendFailed', {}, { status: 503 });
      refusal.cause = error;
      throw refusal;
    }
  }
  return {
    mobile: maskMobile(mobile),
    scene,
    expiresIn: SMS_CODE_TTL_S,
    resendIn: SMS_RESEND_S,
    sentToday,
    dailyLimit: SMS_DAILY_LIMIT,
  };
}

/** The registration form's checks of a typed code: required, then 6 digits. */
export function checkCodeFormat(lang: Lang, code: string | undefined, field = 'smsCode'): string {
  const text = (code ?? '').trim();
  if (!text) throw fail(lang, 'portal.account.smsCodeRequired', {}, { field });
  if (!CODE_PATTERN.test(text)) throw fail(lang, 'portal.account.smsCodeInvalid', {}, { field });
  return text;
}

/** The mobile's current code of `scene`: the newest one sent that is neither used nor void (it may have expired). */
const currentCode = (services: AppServices, mobile: string, scene: SmsScene) =>
  services.db
    .selectFrom('sms_codes')
    .where('mobile', '=', mobile)
    .where('scene', '=', scene)
    .where('used_at', 'is', null)
    .where('void_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1);

/**
 * Checks a typed code against the mobile's current code of `scene` and uses it up on success.
 * A wrong code counts a try; the fifth wrong try voids the code.
 */
export async function consumeCode(services: AppServices, lang: Lang, mobile: string, scene: SmsScene, typed: string | undefined): Promise<void> {
  const code = checkCodeFormat(lang, typed);
  const now = services.now();
  const current = await currentCode(services, mobile, scene).select(['id', 'code_hash', 'expires_at']).executeTakeFirst();
  if (!current || new Date(current.expires_at) <= now) throw fail(lang, 'accounts.sms.codeExpired', {}, { field: 'smsCode' });
  const expected = Buffer.from(current.code_hash, 'hex');
  // A code sent before a secret rotation still matches under the previous secret.
  const matches = verifyingSecrets(services.env).some((secret) => {
    const actual = Buffer.from(codeHash(secret, current.id, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  });
  if (!matches) {
    const row = await services.db
      .updateTable('sms_codes')
      .set({ failed_attempts: sql`failed_attempts + 1` })
      .where('id', '=', current.id)
      .returning('failed_attempts')
      .executeTakeFirstOrThrow();
    if (row.failed_attempts >= SMS_MAX_ATTEMPTS) {
      await services.db.updateTable('sms_codes').set({ void_at: now }).where('id', '=', current.id).execute();
      throw fail(lang, 'accounts.sms.codeVoid', {}, { field: 'smsCode' });
    }
    throw fail(lang, 'accounts.sms.codeWrong', { left: SMS_MAX_ATTEMPTS - row.failed_attempts }, { field: 'smsCode' });
  }
  // Single use even when two requests race with the same code.
  const used = await services.db
    .updateTable('sms_codes')
    .set({ used_at: now })
    .where('id', '=', current.id)
    .where('used_at', 'is', null)
    .where('void_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw fail(lang, 'accounts.sms.codeExpired', {}, { field: 'smsCode' });
}

/** What a form needs to show remaining tries and the resend countdown. */
export async function codeState(services: AppServices, mobile: string, scene: SmsScene): Promise<Schemas['SmsErrorState']> {
  const now = services.now();
  const current = await currentCode(services, mobile, scene).select(['failed_attempts', 'expires_at']).executeTakeFirst();
  const quota = await services.db.selectFrom('sms_quota').selectAll().where('mobile', '=', mobile).executeTakeFirst();
  const sameDay = quota?.day === portDay(now);
  const waitMs = quota ? new Date(quota.last_sent_at).getTime() + SMS_RESEND_S * 1000 - now.getTime() : 0;
  return {
    mobile: maskMobile(mobile),
    scene,
    codeValid: !!current && new Date(current.expires_at) > now,
    failedAttempts: current?.failed_attempts ?? 0,
    maxAttempts: SMS_MAX_ATTEMPTS,
    resendIn: Math.max(0, Math.ceil(waitMs / 1000)),
    sentToday: sameDay ? quota.sent_count : 0,
    dailyLimit: SMS_DAILY_LIMIT,
  };
}
