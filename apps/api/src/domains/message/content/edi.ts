/**
 * Sign-on to the EDI platforms: a short-lived token signed with the server's secret (HMAC-SHA256), naming the
 * signed-in user and company. A platform that accepts it checks the signature and expiry with verifyEdiToken's
 * rule and treats each jti once.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/database';
import { hmacSha256, signToken, verifiedTokenBody } from '../../../lib/signed-token';
import type { SessionUser } from '../../../services';

export const EDI_TOKEN_TTL_SECONDS = 300;

export interface EdiTokenClaims {
  /** The user. */
  sub: string;
  /** The user's company, when there is one. */
  cid: string | null;
  mobile: string;
  /** Issued and expiry, epoch seconds. */
  iat: number;
  exp: number;
  /** Unique per token, so a platform can refuse a replay. */
  jti: string;
}

const mac = (secret: string) => (payload: string) => hmacSha256(`edi:${secret}`, payload);

export function issueEdiToken(secret: string, user: SessionUser, now: Date): { token: string; claims: EdiTokenClaims } {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: EdiTokenClaims = { sub: user.userId, cid: user.companyId, mobile: user.mobile, iat, exp: iat + EDI_TOKEN_TTL_SECONDS, jti: randomUUID() };
  return { token: signToken(JSON.stringify(claims), mac(secret)), claims };
}

/** The claims of a token well signed with one of `secrets` (verifyingSecrets), unexpired; null otherwise. */
export function verifyEdiToken(secrets: readonly string[], token: string, now: Date): EdiTokenClaims | null {
  const body = verifiedTokenBody(token, secrets.map(mac));
  if (body === null) return null;
  try {
    const claims = JSON.parse(body) as EdiTokenClaims;
    return typeof claims.exp === 'number' && claims.exp > now.getTime() / 1000 ? claims : null;
  } catch {
    return null;
  }
}

/** The platform's link, carrying the token when the platform accepts one. */
export function withToken(url: string, token: string | null): string {
  if (!token) return url;
  const u = new URL(url);
  u.searchParams.set('token', token);
  return u.toString();
}

export async function ediPlatforms(db: Database, platformCode?: string) {
  let q = db.selectFrom('edi_platforms').selectAll().where('enabled', '=', true).orderBy('sort').orderBy('platform_code');
  if (platformCode) q = q.where('platform_code', '=', platformCode);
  return q.execute();
}
