/** Signed, short-lived links to stored files: the signature, not a session, authorises GET /base/file/download. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@port/config/constants';

export const LINK_TTL_SECONDS = 600;

const signatureOf = (secret: string, path: string, expires: number) =>
  createHmac('sha256', `file:${secret}`).update(`${path}\n${expires}`).digest('hex');

export function signedLink(secret: string, path: string, now: Date): { url: string; expires: number } {
  const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  const qs = new URLSearchParams({ path, expires: String(expires), signature: signatureOf(secret, path, expires) });
  return { url: `${API_BASE}/base/file/download?${qs.toString()}`, expires };
}

/** Whether the link is unexpired and signed with one of `secrets` (verifyingSecrets). */
export function linkIsValid(secrets: readonly string[], path: string, expires: number, signature: string, now: Date): boolean {
  if (expires * 1000 <= now.getTime()) return false;
  const given = Buffer.from(signature, 'hex');
  return secrets.some((secret) => {
    const expected = Buffer.from(signatureOf(secret, path, expires), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
