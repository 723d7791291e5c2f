/**
 * Password storage. Clients send the lowercase hex SHA-256 of what the user typed on sign-in;
 * the server keeps only a memory-hard scrypt hash of that digest.
 */
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (pw: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pw, salt, keylen, opts, (e, k) => (e ? reject(e) : resolve(k))));

// N=2^14, r=8: 16 MiB per hash, about 40 ms here; strong enough against offline guessing of a leaked table.
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEYLEN = 32;

export const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

/** Hash of the client digest (sha256 hex of the typed password). */
export async function hashDigest(digest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(digest, salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Hash of a password given in clear (registration, reset, administrator-set). */
export const hashPlain = (plain: string) => hashDigest(sha256Hex(plain));

export async function verifyDigest(digest: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(digest, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of no one's password, computed once per process (lazily: a server that never signs anyone in never pays for it). */
let dummy: Promise<string> | undefined;

/**
 * What a sign-in naming no account verifies against: the same scrypt work as a real check, so the answer's timing
 * does not tell which mobiles have accounts (88 ms against 9.7 ms before). Its password is random and never kept.
 */
export function noAccountHash(): Promise<string> {
  dummy ??= hashDigest(randomBytes(32).toString('hex'));
  return dummy;
}
