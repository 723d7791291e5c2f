/**
 * Every environment variable the api reads, read once here and nowhere else. Each one is listed, with its default
 * and meaning, in `.env.example` and docs/operators.md's "Configuration" table (test/env-example.test.ts keeps the three equal).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SIGNING_SECRET_HINT, weakSigningSecret } from './lib/secret-strength';

/** The repository root, from src/ (tsx, tests) or dist/ (the built server) alike. */
const repoRoot = resolve(import.meta.dirname, '..', '..', '..');

/**
 * Loads `<repo root>/.env` (or ENV_FILE) into process.env when it exists, with Node's own parser. A variable already
 * set in the environment wins: the file only fills in what the operator did not set. Answers the file loaded.
 */
export function loadDotEnv(file: string = process.env.ENV_FILE || resolve(repoRoot, '.env')): string | null {
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}

/** A setting the server refuses to start with; main.ts prints its message alone. */
export class ConfigError extends Error {}

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  return !['false', '0', 'no', 'off'].includes(v.toLowerCase());
}
function int(v: string | undefined, dflt: number): number {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : dflt;
}

/** TRUST_PROXY: unset/'false' → trust no proxy; a whole number → that many hops; else a comma list of addresses/CIDRs. */
function trustProxy(v: string | undefined): string[] | number | false {
  const text = (v ?? '').trim();
  if (text === '' || ['false', '0', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) {
    throw new Error('TRUST_PROXY must name the proxies (addresses/CIDRs) or a hop count; trusting every peer would let clients choose their address');
  }
  return text.split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * The adapters with a built-in sandbox: each runs offline inside the api and answers what a real counterpart would
 * (the bank's payment, the real-name check, the carrier, customs, the tax platform) without anyone real behind it.
 */
export const SANDBOXES = ['bank', 'realauth', 'sms', 'customs', 'einvoice'] as const;
export type SandboxName = (typeof SANDBOXES)[number];

/** ALLOW_SANDBOX: a comma list of SANDBOXES; a name not among them is a typo that would leave a sandbox refused. */
function allowSandbox(v: string | undefined): SandboxName[] {
  const names = (v ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const unknown = names.find((n) => !(SANDBOXES as readonly string[]).includes(n));
  if (unknown) throw new Error(`ALLOW_SANDBOX names '${unknown}', which is not a sandbox (known: ${SANDBOXES.join(', ')})`);
  return names as SandboxName[];
}

export interface Env {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** Where PGlite files, uploads and other local state live. */
  dataDir: string;
  /** PostgreSQL when set, else PGlite. 'memory://' gives an in-memory PGlite (tests). */
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  /** Tests: a dumped PGlite data directory to start the in-memory database from. */
  pgliteTemplate: string | undefined;
  redisUrl: string | undefined;
  /** Prepended to every bus channel: installations (or test files) sharing one Redis stay apart. */
  redisChannelPrefix: string;
  captchaEnabled: boolean;
  /** Seed demo data on first start: on by default, off in production. */
  seedDemo: boolean;
  adminMobile: string | undefined;
  adminPassword: string | undefined;
  /** Built front ends to serve under /new/; unset parts are simply not served. */
  webRoots: { portal: string; console: string; screen: string };
  serveWeb: boolean;
  /** Per-IP requests per minute for sign-in and for captchas. */
  rateLimit: { login: number; captcha: number; sms: number };
  /** Allowed CORS origins (comma-separated); closed when empty. */
  corsOrigins: string[];
  logLevel: string;
  /**
   * Secret for signed links, codes and callbacks (SIGNING_SECRET). Required in production; elsewhere, when unset,
   * buildServer fills it with a random secret generated on first start and kept in DATA_DIR (lib/signing-keys.ts).
   */
  signingSecret: string;
  /** SIGNING_SECRET_PREVIOUS: during a rotation, signatures made with it are still accepted; nothing new is signed with it. */
  signingSecretPrevious: string | undefined;
  /**
   * TRUST_PROXY: which peers' X-Forwarded-For / -Proto Fastify believes (addresses/CIDRs, or a hop count);
   * false (the default) trusts none, so a client cannot pick its own address for the per-IP limits.
   */
  trustProxy: string[] | number | false;
  /** EXTERNAL_LINK_HOSTS: hosts /new/external/link may send visitors to, besides the EDI platforms' (comma list). */
  externalLinkHosts: string[];
  /** EDI_URL: the EDI platform the console's EDI entry opens with a signed single sign-on link (http/https); unset, the entry shows the company's gate moves. */
  ediUrl: string | null;
  appVersion: string;
  /** PORT_TIME_ZONE: the port's zone, whose offset every time on the wire carries and in which documents show times. */
  portTimeZone: string;
  /** Move the demo trucks around the port (GPS_SIMULATOR); on by default in the embedded mode outside tests. */
  gpsSimulator: boolean;
  /** GPS_SIMULATOR_TICK_MS: how often the simulator moves the trucks (5 s; the end-to-end tests use less, not waiting on it). */
  gpsSimulatorTickMs: number;
  /** The map's XYZ tile URL template (MAP_TILE_URL); unset draws the bundled offline base map. */
  mapTileUrl: string | undefined;
  mapAttribution: string | undefined;
  /** The tiles' coordinate system (MAP_TILE_CRS): WGS84, or GCJ02 for Chinese providers' tiles. */
  mapTileCrs: 'WGS84' | 'GCJ02';
  /** SMS_PROVIDER: 'outbox' (built in, readable by administrators) or 'webhook' (POST to SMS_WEBHOOK_URL). */
  sms: { provider: 'outbox' | 'webhook'; webhookUrl: string | undefined; webhookSecret: string | undefined };
  /** REALAUTH_PROVIDER: 'sandbox' (built in) or 'webhook' (a hosted page at REALAUTH_PAGE_URL, signed with REALAUTH_SECRET). */
  realAuth: { provider: 'sandbox' | 'webhook'; pageUrl: string | undefined; secret: string | undefined };
  /** BANK_PROVIDER: 'sandbox' (built in, the newBank page) or 'webhook' (orders POSTed to BANK_WEBHOOK_URL, notices signed with BANK_WEBHOOK_SECRET). */
  bank: { provider: 'sandbox' | 'webhook'; webhookUrl: string | undefined; webhookSecret: string | undefined };
  /** ALLOW_SANDBOX: the built-in sandboxes a production server may run with (sandboxRefusal); ignored elsewhere. */
  allowSandbox: SandboxName[];
  /**
   * The open API (domains/open): OPEN_API_RATE_LIMIT calls per key a minute; WEBHOOK_RETRY_BASE_MS the first retry's
   * delay (then ×4 each time, 8 attempts); WEBHOOK_WORKER (default on) runs the delivery worker in this process;
   * WEBHOOK_ALLOW_PRIVATE lets webhooks reach loopback/private addresses (off in production: no SSRF into the LAN).
   */
  openApi: { rateLimit: number; retryBaseMs: number; worker: boolean; allowPrivateTargets: boolean };
  /** METRICS_TOKEN: the bearer token /new/api/metrics wants; unset, metrics are not served. */
  metricsToken: string | undefined;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const nodeEnv = source.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = resolve(source.DATA_DIR ?? resolve(repoRoot, '.data'));
  // No secret has a default in code: outside production an unset one is generated and kept in DATA_DIR.
  const signingSecret = source.SIGNING_SECRET || '';
  if (production && !signingSecret) throw new Error(`SIGNING_SECRET must be set when NODE_ENV=production; ${SIGNING_SECRET_HINT}`);
  // Only the current secret: the previous one may be the weak one being rotated away.
  const weak = production ? weakSigningSecret(signingSecret) : null;
  if (weak) throw new Error(weak);
  if (source.SMS_PROVIDER === 'webhook' && !source.SMS_WEBHOOK_URL) throw new Error('SMS_WEBHOOK_URL must be set when SMS_PROVIDER=webhook');
  if (source.REALAUTH_PROVIDER === 'webhook' && (!source.REALAUTH_PAGE_URL || !source.REALAUTH_SECRET)) {
    throw new Error('REALAUTH_PAGE_URL and REALAUTH_SECRET must be set when REALAUTH_PROVIDER=webhook');
  }
  if (source.BANK_PROVIDER === 'webhook' && (!source.BANK_WEBHOOK_URL || !source.BANK_WEBHOOK_SECRET)) {
    throw new Error('BANK_WEBHOOK_URL and BANK_WEBHOOK_SECRET must be set when BANK_PROVIDER=webhook');
  }
  return {
    nodeEnv,
    production,
    port: int(source.PORT, 8080),
    host: source.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: source.DATABASE_URL || undefined,
    databaseSchema: source.DATABASE_SCHEMA || undefined,
    pgliteTemplate: source.PGLITE_TEMPLATE || undefined,
    redisUrl: source.REDIS_URL || undefined,
    redisChannelPrefix: source.REDIS_CHANNEL_PREFIX ?? '',
    captchaEnabled: bool(source.CAPTCHA_ENABLED, true),
    seedDemo: bool(source.SEED_DEMO, !production),
    adminMobile: source.ADMIN_MOBILE,
    adminPassword: source.ADMIN_PASSWORD,
    webRoots: {
      portal: resolve(repoRoot, 'apps/portal/dist'),
      console: resolve(repoRoot, 'apps/console/dist'),
      screen: resolve(repoRoot, 'apps/screen/dist'),
    },
    serveWeb: bool(source.SERVE_WEB, true),
    rateLimit: {
      login: int(source.RATE_LIMIT_LOGIN, 30),
      captcha: int(source.RATE_LIMIT_CAPTCHA, 60),
      sms: int(source.RATE_LIMIT_SMS, 20),
    },
    corsOrigins: (source.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    // Development (npm start) is quiet: warnings, errors and request-stats lines; production logs every request as JSON.
    logLevel: source.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : production ? 'info' : 'warn'),
    signingSecret,
    signingSecretPrevious: source.SIGNING_SECRET_PREVIOUS || undefined,
    trustProxy: trustProxy(source.TRUST_PROXY),
    externalLinkHosts: (source.EXTERNAL_LINK_HOSTS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    ediUrl: /^https?:\/\//i.test(source.EDI_URL?.trim() ?? '') ? (source.EDI_URL as string).trim() : null,
    appVersion: source.APP_VERSION ?? '1.0.0',
    portTimeZone: source.PORT_TIME_ZONE?.trim() || 'Asia/Shanghai',
    gpsSimulator: bool(source.GPS_SIMULATOR, !source.DATABASE_URL && !production && nodeEnv !== 'test'),
    gpsSimulatorTickMs: Math.max(200, int(source.GPS_SIMULATOR_TICK_MS, 5_000)),
    mapTileUrl: source.MAP_TILE_URL || undefined,
    mapAttribution: source.MAP_ATTRIBUTION || undefined,
    mapTileCrs: source.MAP_TILE_CRS === 'GCJ02' ? 'GCJ02' : 'WGS84',
    sms: {
      provider: source.SMS_PROVIDER === 'webhook' ? 'webhook' : 'outbox',
      webhookUrl: source.SMS_WEBHOOK_URL || undefined,
      webhookSecret: source.SMS_WEBHOOK_SECRET || undefined,
    },
    realAuth: {
      provider: source.REALAUTH_PROVIDER === 'webhook' ? 'webhook' : 'sandbox',
      pageUrl: source.REALAUTH_PAGE_URL || undefined,
      secret: source.REALAUTH_SECRET || undefined,
    },
    bank: {
      provider: source.BANK_PROVIDER === 'webhook' ? 'webhook' : 'sandbox',
      webhookUrl: source.BANK_WEBHOOK_URL || undefined,
      webhookSecret: source.BANK_WEBHOOK_SECRET || undefined,
    },
    allowSandbox: allowSandbox(source.ALLOW_SANDBOX),
    openApi: {
      rateLimit: int(source.OPEN_API_RATE_LIMIT, 60),
      retryBaseMs: int(source.WEBHOOK_RETRY_BASE_MS, 5_000),
      worker: bool(source.WEBHOOK_WORKER, true),
      // WEBHOOK_ALLOW_PRIVATE: deliver to loopback and private addresses (default only outside production).
      allowPrivateTargets: bool(source.WEBHOOK_ALLOW_PRIVATE, !production),
    },
    metricsToken: source.METRICS_TOKEN || undefined,
  };
}

/** The sandboxes the configuration runs: customs and e-invoicing have no other adapter yet, so they always are. */
export function activeSandboxes(env: Pick<Env, 'bank' | 'realAuth' | 'sms'>): SandboxName[] {
  return SANDBOXES.filter((name) => {
    if (name === 'bank') return env.bank.provider === 'sandbox';
    if (name === 'realauth') return env.realAuth.provider === 'sandbox';
    if (name === 'sms') return env.sms.provider === 'outbox';
    return true;
  });
}

/** What an operator sets to leave each sandbox, named in the refusal. */
const LEAVE: Record<SandboxName, string> = {
  bank: 'BANK_PROVIDER is the sandbox: set BANK_PROVIDER=webhook with BANK_WEBHOOK_URL and BANK_WEBHOOK_SECRET, or ALLOW_SANDBOX=bank to keep the sandbox',
  realauth: 'REALAUTH_PROVIDER is the sandbox: set REALAUTH_PROVIDER=webhook with REALAUTH_PAGE_URL and REALAUTH_SECRET, or ALLOW_SANDBOX=realauth to keep the sandbox',
  sms: 'SMS_PROVIDER is the outbox: set SMS_PROVIDER=webhook with SMS_WEBHOOK_URL and SMS_WEBHOOK_SECRET, or ALLOW_SANDBOX=sms to keep the outbox',
  customs: 'customs is the built-in desk (no customs system is connected yet): set ALLOW_SANDBOX=customs to keep it',
  einvoice: 'e-invoicing is the built-in issuer (its invoice numbers are not the tax platform\'s; no hosted issuer is connected yet): set ALLOW_SANDBOX=einvoice to keep it',
};

/**
 * Why a production server must not start: a sandbox would confirm payments, identities or receipts nobody made.
 * Null outside production, or when ALLOW_SANDBOX names every sandbox the configuration runs.
 */
export function sandboxRefusal(env: Pick<Env, 'production' | 'bank' | 'realAuth' | 'sms' | 'allowSandbox'>): string | null {
  if (!env.production) return null;
  const refused = activeSandboxes(env).filter((name) => !env.allowSandbox.includes(name));
  if (refused.length === 0) return null;
  return [
    'NODE_ENV=production does not run built-in sandboxes unless ALLOW_SANDBOX names them:',
    ...refused.map((name) => `  - ${LEAVE[name]}`),
    `  (to keep all of these: ALLOW_SANDBOX=${[...new Set([...env.allowSandbox, ...refused])].join(',')})`,
  ].join('\n');
}
