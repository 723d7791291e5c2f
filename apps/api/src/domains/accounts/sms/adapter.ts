/**
 * The SMS adapter, chosen by SMS_PROVIDER. The built-in 'outbox' writes each message to the outbox table
 * (read by administrators through GET /base/sms/outbox). 'webhook' POSTs each message as JSON to
 * SMS_WEBHOOK_URL, for a gateway or a small relay in front of a carrier's API:
 *
 *   POST {SMS_WEBHOOK_URL}
 *   content-type: application/json
 *   x-port-timestamp: <epoch ms>
 *   x-port-signature: <lowercase hex HMAC-SHA256(SMS_WEBHOOK_SECRET, timestamp + '.' + body)>   (when the secret is set)
 *   {"mobile":"13700000000","scene":"register","content":"【…】验证码…","code":"123456"}
 *
 * Any 2xx answer is a delivery; anything else (or no answer within 5 s) is a failure, and the code sent is void.
 * Another provider implements SmsAdapter and is chosen in smsAdapter().
 */
import type { Schemas } from '@port/sdk/contract';
import type { AppServices } from '../../../services';
import { signWebhook } from '../../../lib/webhook-signature';

export type SmsScene = Schemas['SmsScene'];

export interface SmsMessage {
  mobile: string;
  scene: SmsScene;
  /** The code the message carries, when it carries one. */
  code: string | null;
  codeId: string | null;
  content: string;
}

export interface SmsAdapter {
  readonly name: string;
  /** Whether sent messages can be read back (the outbox endpoint exists only then). */
  readonly readable: boolean;
  /** Resolves once the message is accepted for delivery; rejects when it is not. */
  send(services: AppServices, message: SmsMessage): Promise<void>;
}

export const outboxAdapter: SmsAdapter = {
  name: 'outbox',
  readable: true,
  async send(services, m) {
    await services.db
      .insertInto('sms_outbox')
      .values({ mobile: m.mobile, scene: m.scene, code: m.code, code_id: m.codeId, content: m.content, created_at: services.now() })
      .execute();
  },
};

export const WEBHOOK_TIMEOUT_MS = 5_000;

export { signWebhook };

export function webhookAdapter(url: string, secret: string | undefined): SmsAdapter {
  return {
    name: 'webhook',
    readable: false,
    async send(services, m) {
      const body = JSON.stringify({ mobile: m.mobile, scene: m.scene, content: m.content, code: m.code });
      const timestamp = String(services.now().getTime());
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-port-timestamp': timestamp,
          ...(secret ? { 'x-port-signature': signWebhook(secret, timestamp, body) } : {}),
        },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      // The answer's body is not needed; reading it frees the connection.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

/** The configured adapter (SMS_PROVIDER). */
export function smsAdapter(services: AppServices): SmsAdapter {
  const { provider, webhookUrl, webhookSecret } = services.env.sms;
  return provider === 'webhook' && webhookUrl ? webhookAdapter(webhookUrl, webhookSecret) : outboxAdapter;
}
