/**
 * Signed document links: the token names one document and when the link stops working, signed with
 * HMAC-SHA256 of env.signingSecret. Nothing is stored; a token cannot be altered to name another document,
 * and no list of documents is reachable without login.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Schemas } from '@port/sdk/contract';

export type DocumentKind = Schemas['DocumentKind'];
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['EIR', 'EIRJX', 'EDO', 'WEIGH'];

export interface LinkClaims {
  kind: DocumentKind;
  id: string;
  /** Unix seconds. */
  exp: number;
}

const b64 = (buf: Buffer) => buf.toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`document-link:${payload}`).digest();

export function signLink(secret: string, claims: LinkClaims): string {
  const payload = b64(Buffer.from(`${claims.kind}.${claims.id}.${claims.exp}`));
  return `${payload}.${b64(mac(secret, payload))}`;
}

/** The claims of a genuine token that has not expired at `now`; null otherwise. */
export function verifyLink(secret: string, token: string, now: Date): LinkClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [kind, id, exp] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  if (!kind || !DOCUMENT_KINDS.includes(kind as DocumentKind) || !id || !/^[1-9]\d{0,17}$/.test(id)) return null;
  const expSeconds = Number(exp);
  if (!Number.isInteger(expSeconds) || expSeconds * 1000 <= now.getTime()) return null;
  return { kind: kind as DocumentKind, id, exp: expSeconds };
}
