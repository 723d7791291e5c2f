/**
 * Tokens that carry their own claims, so nothing is stored: `<payload>.<signature>`, both base64url, the
 * signature a MAC (HMAC-SHA256) of the encoded payload. Each kind of token has its own MAC — its own key or
 * prefix — so a token of one kind never passes as another. Expiry and the claims' shape are the kind's rule.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The MAC of one kind of token over its encoded payload. */
export type TokenMac = (payload: string) => Buffer;

export const hmacSha256 = (key: string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** The token carrying `body` (UTF-8 text). */
export function signToken(body: string, mac: TokenMac): string {
  const payload = Buffer.from(body).toString('base64url');
  return `${payload}.${mac(payload).toString('base64url')}`;
}

/**
 * The body of a token whose signature is genuine under one of `macs` (compared in constant time); null for
 * anything else. Several MACs: the current secret's and, during a rotation, the previous one's.
 */
export function verifiedTokenBody(token: string, macs: readonly TokenMac[]): string | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const genuine = macs.some((mac) => {
    const expected = mac(payload);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return genuine ? Buffer.from(payload, 'base64url').toString('utf8') : null;
}
