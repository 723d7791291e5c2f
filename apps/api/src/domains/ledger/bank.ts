/**
 * The bank adapter of top-ups. The built-in default ('sandbox', the newBank page) is served by this api and
 * walks the steps of a real bank's hosted payment: our console's newBank page redirects the payer to the bank's
 * page (a signed link: the bank knows the order came from us and until when), the payer confirms or cancels
 * there, the bank sends us a signed notice (server to server; the sandbox does it in-process) and sends the
 * payer back to the newBank page, which shows the outcome. Money enters the ledger only on the signed notice.
 *
 * Another bank implements BankAdapter (its payUrl to its hosted page, the secrets its notices are signed with)
 * and calls POST /ledger/bank/callback with LedgerBankCallback.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@port/config/constants';
import { hmacSha256, signToken, verifiedTokenBody } from '../../lib/signed-token';
import { verifyingSecrets } from '../../lib/signing-keys';
import type { AppServices } from '../../services';

export const CALLBACK_WINDOW_MS = 5 * 60 * 1000;
/** How long the bank's link for an order holds. */
export const LINK_TTL_S = 30 * 60;

export interface BankAdapter {
  readonly name: string;
  readonly sandbox: boolean;
  readonly callbackSecrets: readonly string[];
  payUrl(order: { orderNo: string; amountCents: number }, now: Date): string;
}

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
  timestamp: string;
}

export const signBankCallback = (secret: string, f: CallbackFields): string =>
  createHmac('sha256', secret).update(`${f.orderNo}.${f.amountCents}.${f.status}.${f.timestamp}`).digest('hex');

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
    payUrl(order, now) {
      const exp = Math.floor(now.getTime() / 1000) + LINK_TTL_S;
      return `${API_BASE}/ledger/bank/sandbox/${order.orderNo}?token=${encodeURIComponent(signBankLink(services.env.signingSecret, order.orderNo, exp))}`;
    },
  };
}

/** The configured bank (the built-in sandbox; a hosted bank is added here). */
export const bankAdapter = (services: AppServices): BankAdapter => sandboxBank(services);
