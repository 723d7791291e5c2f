/**
 * Configuration stays documented: every environment variable the api, the operator scripts (scripts/, apps/api/scripts)
 * and the front ends' builds read is listed in `.env.example` and in docs/operators.md's "Configuration" table, and neither lists
 * a variable nothing reads. Secrets have no default anywhere.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../src/env';

const root = resolve(import.meta.dirname, '..', '..', '..');
/** The sources whose environment reads must be documented (not the benches and e2e, which are their own tools). */
const SOURCES = ['apps/api/src', 'apps/api/scripts', 'scripts', 'apps/console/src', 'apps/screen/src', 'apps/portal/src'];
/** The environment of the shell itself, read by tools but configured by no operator. */
const SYSTEM = new Set(['HOME', 'PATH', 'CI']);
const READ = /\b(?:process\.env|source|import\.meta\.env)\.([A-Z][A-Z0-9_]*)\b|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(?:ts|tsx|mjs|js|astro)$/.test(name) && !/\.test\.[a-z]+$/.test(name) ? [path] : [];
  });
}

function readByCode(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of SOURCES.flatMap((d) => files(join(root, d)))) {
    for (const m of readFileSync(file, 'utf8').matchAll(READ)) {
      const name = (m[1] ?? m[2])!;
      if (!SYSTEM.has(name) && name !== 'BASE_URL' && !found.has(name)) found.set(name, file.slice(root.length + 1));
    }
  }
  return found;
}

/** `#NAME=default` lines (everything in the example is commented out, so copying it changes nothing). */
function inExample(): Map<string, string> {
  const text = readFileSync(join(root, '.env.example'), 'utf8');
  return new Map([...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** The first column of the table under "## Configuration" (a cell may name several: `A / B`). */
function inReadme(): Set<string> {
  const readme = readFileSync(join(root, 'docs/operators.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const cell = /^\| ([^|]+) \|/.exec(line)?.[1];
    if (!cell || cell === 'variable') continue;
    for (const name of cell.split('/')) names.add(name.trim());
  }
  return names;
}

describe('configuration is documented', () => {
  const code = readByCode();
  const example = inExample();
  const readme = inReadme();

  it('finds the reads it checks', () => {
    for (const name of ['DATABASE_URL', 'SIGNING_SECRET', 'TRUST_PROXY', 'PORT_TIME_ZONE', 'TEST_DATABASE_URL']) expect(code.has(name)).toBe(true);
  });

  it('lists every variable the code reads in .env.example and in docs/operators.md', () => {
    const missing = [...code].filter(([name]) => !example.has(name) || !readme.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('lists nothing the code does not read', () => {
    expect([...example.keys()].filter((n) => !code.has(n))).toEqual([]);
    expect([...readme].filter((n) => !code.has(n))).toEqual([]);
  });

  it('gives no secret a default, in the example or in the code', () => {
    const secrets = [...example.keys()].filter((n) => /SECRET|TOKEN|PASSWORD/.test(n));
    expect(secrets.length).toBeGreaterThan(3);
    for (const name of secrets) expect(example.get(name), name).toBe('');
    const bare = readEnv({ NODE_ENV: 'development' });
    expect([bare.signingSecret, bare.signingSecretPrevious, bare.metricsToken, bare.sms.webhookSecret, bare.realAuth.secret, bare.adminPassword]).toEqual([
      '', undefined, undefined, undefined, undefined, undefined,
    ]);
  });

  it('states the code defaults in .env.example', () => {
    const bare = readEnv({});
    const stated: Record<string, string> = {
      PORT: String(bare.port), HOST: bare.host, NODE_ENV: bare.nodeEnv, APP_VERSION: bare.appVersion, MAP_TILE_CRS: bare.mapTileCrs,
      SMS_PROVIDER: bare.sms.provider, REALAUTH_PROVIDER: bare.realAuth.provider, OPEN_API_RATE_LIMIT: String(bare.openApi.rateLimit),
      WEBHOOK_RETRY_BASE_MS: String(bare.openApi.retryBaseMs), RATE_LIMIT_LOGIN: String(bare.rateLimit.login),
      RATE_LIMIT_CAPTCHA: String(bare.rateLimit.captcha), RATE_LIMIT_SMS: String(bare.rateLimit.sms), LOG_LEVEL: bare.logLevel,
      CAPTCHA_ENABLED: String(bare.captchaEnabled), SERVE_WEB: String(bare.serveWeb), WEBHOOK_WORKER: String(bare.openApi.worker),
    };
    for (const [name, value] of Object.entries(stated)) expect(example.get(name), name).toBe(value);
  });
});
