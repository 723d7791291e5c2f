/**
 * Stored answers sealed at rest. An answer kept for replay (http/idempotency.ts) may carry a secret shown once (a
 * display token, an API key, a webhook secret) whose own table keeps only a hash; keeping the answer in clear
 * would undo that. Every stored answer is therefore sealed with AES-256-GCM under a key derived (HKDF-SHA256)
 * from SIGNING_SECRET: one mechanism for every operation, so no operation can be forgotten. During a rotation the
 * previous secret still opens answers sealed before it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const INFO = 'port-portal:idempotency-answer:v1';

function keyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', INFO, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>` (base64url): opaque without the signing secret. */
export function sealAnswer(secret: string, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  // The row's identity is bound in: a sealed answer copied to another user's key does not open.
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The plain answer, or null when none of the secrets opens it (sealed under a secret no longer configured). */
export function openAnswer(secrets: readonly string[], sealed: string, context: string): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, iv, tag, body] = parts as [string, string, string, string];
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      // Not this secret: try the next one.
    }
  }
  return null;
}
