import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { OAUTH_CLIENT } from '@port/config/constants';
import { buildServer } from '../src/server';
import { sha256Hex } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed';
import type { Env } from '../src/env';
import { databaseUrlFor } from './global-setup';
import { testDir } from './temp';

/** Runs one statement on the database `url` names (create or drop a database, a schema). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A server for one test file: in-memory PGlite by default; with DATABASE_URL set, a fresh database
 * copied from the run's template (so files never see each other's rows; the run's teardown drops it), and Redis when REDIS_URL is set.
 */
export async function startApp(env: Partial<Env> = {}, now?: () => Date, via: (databaseUrl: string) => string = (u) => u): Promise<FastifyInstance> {
  let databaseUrl = 'memory://';
  const url = process.env.DATABASE_URL;
  let database: string | undefined;
  let redisChannelPrefix = '';
  if (url) {
    // Each file its own database, copied from the run's migrated and seeded template (global-setup.ts).
    database = `${inject('pgTemplate')}_f_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${database} template ${inject('pgTemplate')}`);
    // `via` reaches it another way (a fault test's TCP proxy).
    databaseUrl = via(databaseUrlFor(url, database));
    // Files run two at a time on one Redis: each hears only its own server's pushes.
    redisChannelPrefix = `${database}:`;
  }
  const app = await buildServer({
    env: { dataDir: testDir('api-test'), databaseUrl, pgliteTemplate: url ? undefined : inject('pgliteTemplate'), redisUrl: process.env.REDIS_URL || undefined, redisChannelPrefix, serveWeb: false, seedDemo: true, logLevel: 'silent', captchaEnabled: false, ...env },
    logger: false,
    ...(now ? { now } : {}),
  });
  return app;
}

export const basicAuth = 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64');

/** Signs in through the real login call (captcha off unless the app has it on) and answers the token. */
export async function login(app: FastifyInstance, mobile: string, password = DEMO_PASSWORD, captcha?: { uuid: string; code: string }) {
  const res = await app.inject({
    method: 'GET',
    url: '/new/api/auth/oauth/token',
    headers: { authorization: basicAuth },
    query: { grant_type: 'session_id', user_type: 'portal', mobile, password: sha256Hex(password), ...(captcha ?? {}) },
  });
  return { res, body: res.json() as { code: number; msg: string; result: { access_token: string } | null } };
}

export async function tokenFor(app: FastifyInstance, mobile: string): Promise<string> {
  const { body } = await login(app, mobile);
  if (!body.result) throw new Error(`login failed for ${mobile}: ${body.msg}`);
  return body.result.access_token;
}

/** The tokens of `mobiles`, in their order, signed in in parallel. */
export async function tokensFor<const M extends readonly string[]>(app: FastifyInstance, mobiles: M): Promise<{ -readonly [K in keyof M]: string }> {
  return (await Promise.all(mobiles.map((mobile) => tokenFor(app, mobile)))) as { -readonly [K in keyof M]: string };
}

/** A test file's usual beforeAll: a started server (startApp) and the tokens of `mobiles`, in their order. */
export async function startSignedIn<const M extends readonly string[]>(
  mobiles: M, env: Partial<Env> = {}, now?: () => Date,
): Promise<{ app: FastifyInstance; tokens: { -readonly [K in keyof M]: string } }> {
  const app = await startApp(env, now);
  return { app, tokens: await tokensFor(app, mobiles) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo users' mobiles (src/seed): the platform administrator, a forwarder, a fleet and a forwarder's clerk. */
export const ADMIN = '13800000001';
export const FORWARDER = '13800000002';
export const FLEET = '13800000003';
export const CLERK = '13800000004';

/**
 * Two api replicas on one fresh PostgreSQL database (a copy of the run's template) and one Redis, as deployed
 * behind a load balancer (the PostgreSQL + Redis leg only).
 * Call in a describe: the servers are there from beforeAll on, closed afterAll (the run's teardown drops the database).
 */
export function twoReplicas(envOf: (replica: 'a' | 'b') => Partial<Env> = () => ({})): { a: () => FastifyInstance; b: () => FastifyInstance } {
  const url = process.env.DATABASE_URL!;
  const database = `${inject('pgTemplate')}_r_${randomBytes(6).toString('hex')}`;
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;
  beforeAll(async () => {
    await adminQuery(url, `create database ${database} template ${inject('pgTemplate')}`);
    const env = { databaseUrl: databaseUrlFor(url, database), redisUrl: process.env.REDIS_URL, redisChannelPrefix: `${database}:`, serveWeb: false, seedDemo: true, logLevel: 'silent', captchaEnabled: false };
    // envOf runs here, after the file's own earlier beforeAll (a fault test's proxy exists by then).
    a = await buildServer({ env: { ...env, ...envOf('a') }, logger: false });
    b = await buildServer({ env: { ...env, ...envOf('b') }, logger: false });
    await a.ready();
    await b.ready();
  }, 240_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });
  return { a: () => a!, b: () => b! };
}

/** Counts the statements the app's database runs while `fn` runs (those `counted` picks, every one by default). */
export async function statementsDuring(app: FastifyInstance, fn: () => Promise<unknown>, counted: (node: unknown) => boolean = () => true): Promise<number> {
  let count = 0;
  const db = app.services.db;
  app.services.db = db.withPlugin({
    transformQuery: (a) => {
      if (counted(a.node)) count++;
      return a.node;
    },
    transformResult: async (a) => a.result,
  });
  try {
    await fn();
  } finally {
    app.services.db = db;
  }
  return count;
}
