/**
 * How strong a production SIGNING_SECRET must be. Apart from signing-keys.ts, which reads the environment's type,
 * so env.ts can check the secret without an import circle.
 */

/** How an operator makes a good secret: said in every refusal. */
export const SIGNING_SECRET_HINT = 'generate one with `openssl rand -hex 32`';

/** The bits the secret's own character frequencies allow (Shannon), an upper bound on what it really holds. */
function observedBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const c of secret) counts.set(c, (counts.get(c) ?? 0) + 1);
  const n = [...secret].length;
  let perChar = 0;
  for (const k of counts.values()) perChar -= (k / n) * Math.log2(k / n);
  return perChar * n;
}

/**
 * Why a production SIGNING_SECRET is too weak, or null. Everything signed (links, SMS code hashes, the sealed
 * idempotency answers' key) is only as strong as it: at least 32 bytes, and not trivially guessable — one character
 * repeated, or a short pattern repeated, falls short. 64 hex digits or 43+ base64 characters of 32 random bytes pass.
 */
export function weakSigningSecret(secret: string): string | null {
  if (Buffer.byteLength(secret, 'utf8') < 32) return `SIGNING_SECRET is too short: at least 32 random bytes are needed; ${SIGNING_SECRET_HINT}`;
  // A repeated unit shorter than 16 characters ("abcabc…") holds no more than the unit does.
  const repeated = /^(.{1,15}?)\1+$/su.test(secret);
  // 128 bits observed is a floor far below what 32 random bytes show (about 230 for 64 hex digits), far above a pattern.
  if (repeated || observedBits(secret) < 128) return `SIGNING_SECRET is too predictable (a repeated pattern or too few distinct characters); ${SIGNING_SECRET_HINT}`;
  return null;
}
