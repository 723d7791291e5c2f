/**
 * The bank adapter of top-ups, chosen by BANK_PROVIDER. Money enters the ledger only on the bank's signed notice
 * (POST /ledger/bank/callback, or in-process for the sandbox), checked against the order and applied once per
 * bank reference.
 *
 * 'sandbox' (built in, the newBank page) is served by this api and walks the steps of a real bank's hosted
 * payment: our console's newBank page redirects the payer to the bank's page (a signed link: the bank knows the
 * order came from us and until when), the payer confirms or cancels there, the bank notifies us signed and
 * sends the payer back to the newBank page. Anyone holding the link can "pay": production refuses it unless
 * ALLOW_SANDBOX names it (env.ts).
 *
 * 'webhook': each order is placed with the bank (or a relay in front of it) by a signed POST, as SMS's webhook:
 *
 *   POST {BANK_WEBHOOK_URL}
 *   content-type: application/json
 *   x-port-timestamp: <epoch ms>
 *   x-port-signature: <lowercase hex HMAC-SHA256(BANK_WEBHOOK_SECRET, timestamp + '.' + body)>
 *   {"orderNo":"TU…","amountCents":123456,"currency":"CNY","returnPath":"/new/newBank?orderNo=TU…"}
 *
 * A 2xx answer {"payUrl":"https://…"} names the bank page the payer is sent to; anything else (or no answer within
 * 5 s) refuses the top-up. The bank then POSTs LedgerBankCallback to /new/api/ledger/bank/callback, signed with
 * the same secret (signBankCallback).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@port/config/constants';
import { hmacSha256, signToken, verifiedTokenBody } from '../../lib/signed-token';
import { verifyingSecrets } from '../../lib/signing-keys';
import type { AppServices } from '../../services';
import { signWebhook } from '../../lib/webhook-signature';

export const CALLBACK_WINDOW_MS = 5 * 60 * 1000;
/** How long the bank's link for an order holds. */
export const LINK_TTL_S = 30 * 60;

export interface TopupOrder {
  orderNo: string;
  amountCents: number;
}

export interface BankAdapter {
  readonly name: 'sandbox' | 'webhook';
  /** Whether the built-in bank page and its confirm answer (only for the sandbox). */
  readonly sandbox: boolean;
  /** The keys a notice's signature may be made with (several during a rotation). */
  readonly callbackSecrets: readonly string[];
  /** Places the order with the bank; answers the page to keep on the order, or null when it is made on each read. */
  place(order: TopupOrder, now: Date): Promise<string | null>;
  /** The page of an order with no page kept (the sandbox's short-lived signed link). */
  payUrl(order: TopupOrder, now: Date): string;
}

/** Why the bank did not take an order (the top-up is refused; nothing is recorded). */
export class BankUnavailable extends Error {}

const linkMac = (secret: string) => (payload: string) => hmacSha256(secret, `bank-link:${payload}`);

export function signBankLink(secret: string, orderNo: string, exp: number): string {
  return signToken(`${orderNo}.${exp}`, linkMac(secret));
}

/** The order a link token names, when genuine and unexpired. */
export function verifyBankLink(secrets: readonly string[], token: string, orderNo: string, now: Date): boolean {
  const body = verifiedTokenBody(token, secrets.map(linkMac));
  if (!body) return false;
  const [no, exp] = body.split('.');
  return no === orderNo && Number(exp) * 1000 > now.getTime();
}

export interface CallbackFields {
  orderNo: string;
  amountCents: number;
  status: 'paid' | 'cancelled';
  /** The bank's own reference of the payment: a notice is applied once per reference. */
  bankRef: string;
  timestamp: string;
}

/** Lowercase hex HMAC-SHA256(secret, orderNo.amountCents.status.bankRef.timestamp). */
export const signBankCallback = (secret: string, f: CallbackFields): string =>
  createHmac('sha256', secret).update(`${f.orderNo}.${f.amountCents}.${f.status}.${f.bankRef}.${f.timestamp}`).digest('hex');

export function verifyBankCallback(secrets: readonly string[], f: CallbackFields & { signature: string }, now: Date): boolean {
  const at = Number(f.timestamp);
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > CALLBACK_WINDOW_MS) return false;
  const given = Buffer.from(f.signature, 'hex');
  return secrets.some((secret) => {
    const expected = Buffer.from(signBankCallback(secret, f), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}

export function sandboxBank(services: AppServices): BankAdapter {
  const secrets = verifyingSecrets(services.env);
  return {
    name: 'sandbox',
    sandbox: true,
    callbackSecrets: secrets,
    place: async () => null,
    payUrl(order, now) {
      const exp = Math.floor(now.getTime() / 1000) + LINK_TTL_S;
      return `${API_BASE}/ledger/bank/sandbox/${order.orderNo}?token=${encodeURIComponent(signBankLink(services.env.signingSecret, order.orderNo, exp))}`;
    },
  };
}

export const BANK_WEBHOOK_TIMEOUT_MS = 5_000;

export function webhookBank(url: string, secret: string): BankAdapter {
  return {
    name: 'webhook',
    sandbox: false,
    // Only the bank's own secret: a notice signed with the platform's SIGNING_SECRET is not the bank's.
    callbackSecrets: [secret],
    async place(order, now) {
      const body = JSON.stringify({
        orderNo: order.orderNo, amountCents: order.amountCents, currency: 'CNY', returnPath: `/new/newBank?orderNo=${encodeURIComponent(order.orderNo)}`,
      });
      const timestamp = String(now.getTime());
      let answer: unknown;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-port-timestamp': timestamp, 'x-port-signature': signWebhook(secret, timestamp, body) },
          body,
          signal: AbortSignal.timeout(BANK_WEBHOOK_TIMEOUT_MS),
        });
        if (!res.ok) {
          await res.arrayBuffer().catch(() => undefined);
          throw new BankUnavailable(`bank answered ${res.status}`);
        }
        answer = await res.json();
      } catch (err) {
        throw err instanceof BankUnavailable ? err : new BankUnavailable(`bank unreachable: ${(err as Error).message}`);
      }
      const payUrl = typeof answer === 'object' && answer !== null && 'payUrl' in answer ? answer.payUrl : undefined;
      if (typeof payUrl !== 'string' || !/^https?:\/\//i.test(payUrl) || payUrl.length > 2000) throw new BankUnavailable('bank answered no http(s) payUrl');
      return payUrl;
    },
    // Every webhook order keeps the page the bank answered; none is made here.
    payUrl: () => '',
  };
}

/** The configured bank (BANK_PROVIDER). */
export function bankAdapter(services: AppServices): BankAdapter {
  const { provider, webhookUrl, webhookSecret } = services.env.bank;
  return provider === 'webhook' && webhookUrl && webhookSecret ? webhookBank(webhookUrl, webhookSecret) : sandboxBank(services);
}
