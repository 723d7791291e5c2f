/**
 * The signing secret's lifecycle. SIGNING_SECRET is required in production. Elsewhere, when it is unset, a random
 * secret is generated on first start and kept in DATA_DIR (mode 0600), so links and codes survive restarts and no
 * secret is written in the source. The file is per machine: replicas sharing a PostgreSQL database must share
 * SIGNING_SECRET, which production already requires.
 *
 * Rotation: set SIGNING_SECRET to the new secret and SIGNING_SECRET_PREVIOUS to the old one; everything is
 * signed with the new one and both verify, until the longest-lived signature made with the old one has expired.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '../env';
import { SIGNING_SECRET_HINT } from './secret-strength';

export const SIGNING_SECRET_FILE = 'signing-secret';


/** The secret kept in `dataDir`, created (256 random bits, readable by the owner only) when there is none. */
export function keptSigningSecret(dataDir: string): string {
  const file = join(dataDir, SIGNING_SECRET_FILE);
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Written whole to a private temporary file, then linked into place: two processes starting at once on one data
  // dir cannot both win, and the loser reads a complete secret.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${secret}\n`, { mode: 0o600 });
  try {
    chmodSync(temporary, 0o600); // the mode above is narrowed by the umask, never widened; say it exactly
    linkSync(temporary, file);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const kept = readFileSync(file, 'utf8').trim();
    if (!kept) throw new Error(`${file} is empty: remove it (a new secret is generated) or set SIGNING_SECRET`);
    return kept;
  } finally {
    unlinkSync(temporary);
  }
}

/** The environment with its signing secret settled: SIGNING_SECRET when set, else the one kept in DATA_DIR. */
export function withSigningSecret(env: Env): Env {
  if (env.signingSecret) return env;
  if (env.production) throw new Error(`SIGNING_SECRET must be set when NODE_ENV=production; ${SIGNING_SECRET_HINT}`);
  return { ...env, signingSecret: keptSigningSecret(env.dataDir) };
}

/** The secrets a signature is checked against: the current one, then the previous one during a rotation. */
export function verifyingSecrets(env: Pick<Env, 'signingSecret' | 'signingSecretPrevious'>): string[] {
  return env.signingSecretPrevious ? [env.signingSecret, env.signingSecretPrevious] : [env.signingSecret];
}
