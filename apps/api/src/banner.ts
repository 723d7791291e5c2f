/** The few lines `npm start` prints once it listens: where each part is, how to sign in, what it runs on. */
import type { Env } from './env';

/** `postgres://user:secret@host:5432/db` without its credentials (the banner is no place for a password). */
function withoutCredentials(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

export interface BannerFacts {
  env: Pick<Env, 'port' | 'dataDir' | 'databaseUrl' | 'databaseSchema' | 'redisUrl' | 'seedDemo' | 'captchaEnabled' | 'logLevel'>;
  dbKind: 'postgres' | 'pglite';
  busKind: 'redis' | 'memory';
  envFile?: string | null;
}

export function startBanner({ env, dbKind, busKind, envFile }: BannerFacts): string {
  const base = `http://localhost:${env.port}/new`;
  const database =
    dbKind === 'pglite'
      ? `PGlite (embedded) in ${env.dataDir}/pglite`
      : `PostgreSQL ${withoutCredentials(env.databaseUrl ?? '')}${env.databaseSchema ? ` schema ${env.databaseSchema}` : ''}`;
  const bus = busKind === 'redis' ? `Redis ${withoutCredentials(env.redisUrl ?? '')}` : 'in-process (one replica)';
  const lines = [
    '',
    `  Port community portal is serving`,
    `    portal    ${base}/index`,
    `    console   ${base}/home`,
    `    screen    ${base}/screen`,
    `    API       ${base}/api  (reference: ${base}/api/reference)`,
    env.seedDemo
      ? `  Demo accounts: 13800000001 (administrator) … 13800000008, password Demo@123456 (README "Demo accounts")${env.captchaEnabled ? '' : '; captcha off'}`
      : '  No demo accounts (SEED_DEMO=false)',
    `  Database: ${database}`,
    `  Bus: ${bus}`,
    ...(envFile ? [`  Environment: ${envFile} (variables already set were kept)`] : []),
    `  Logging: ${env.logLevel} and above, plus one line of request statistics a minute (LOG_LEVEL=info logs each request)`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}
