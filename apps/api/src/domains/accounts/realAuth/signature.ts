/**
 * The provider callback's signature: lowercase hex HMAC-SHA256, keyed with the provider's callback secret, of
 * flowId.shopId.status.timestamp; the timestamp (epoch ms) must be within 5 minutes of the server clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CALLBACK_WINDOW_MS = 5 * 60 * 1000;

export interface CallbackFields {
  flowId: string;
  shopId: string;
  status: 'submitted' | 'success' | 'failed' | 'cancelled';
  timestamp: string;
}

export const signCallback = (secret: string, f: CallbackFields): string =>
  createHmac('sha256', secret).update(`${f.flowId}.${f.shopId}.${f.status}.${f.timestamp}`).digest('hex');

/** Whether the callback is timely and signed with one of `secrets` (the current and, during a rotation, previous). */
export function verifyCallback(secrets: readonly string[], f: CallbackFields & { signature: string }, now: Date): boolean {
  const at = Number(f.timestamp);
  if (!Number.isFinite(at) || Math.abs(now.getTime() - at) > CALLBACK_WINDOW_MS) return false;
  const given = Buffer.from(f.signature, 'hex');
  return secrets.some((secret) => {
    const expected = Buffer.from(signCallback(secret, f), 'hex');
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
}
