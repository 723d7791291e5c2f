/**
 * Signed document links: the token names one document and when the link stops working, signed with
 * HMAC-SHA256 of env.signingSecret. Nothing is stored; a token cannot be altered to name another document,
 * and no list of documents is reachable without login.
 */
import type { Schemas } from '@port/sdk/contract';
import { hmacSha256, signToken, verifiedTokenBody } from '../../lib/signed-token';

export type DocumentKind = Schemas['DocumentKind'];
export const DOCUMENT_KINDS: readonly DocumentKind[] = ['EIR', 'EIRJX', 'EDO', 'WEIGH'];

export interface LinkClaims {
  kind: DocumentKind;
  id: string;
  /** Unix seconds. */
  exp: number;
}

const mac = (secret: string) => (payload: string) => hmacSha256(secret, `document-link:${payload}`);

export function signLink(secret: string, claims: LinkClaims): string {
  return signToken(`${claims.kind}.${claims.id}.${claims.exp}`, mac(secret));
}

/** The claims of a token genuine under one of `secrets` (verifyingSecrets) that has not expired at `now`; null otherwise. */
export function verifyLink(secrets: readonly string[], token: string, now: Date): LinkClaims | null {
  const body = verifiedTokenBody(token, secrets.map(mac));
  if (body === null) return null;
  const [kind, id, exp] = body.split('.');
  if (!kind || !DOCUMENT_KINDS.includes(kind as DocumentKind) || !id || !/^[1-9]\d{0,17}$/.test(id)) return null;
  const expSeconds = Number(exp);
  if (!Number.isInteger(expSeconds) || expSeconds * 1000 <= now.getTime()) return null;
  return { kind: kind as DocumentKind, id, exp: expSeconds };
}
