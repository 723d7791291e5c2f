import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { OAUTH_CLIENT } from '@port/config/constants';
import { buildServer } from '../src/server';
import { sha256Hex } from '../src/domains/auth/passwords';
import { DEMO_PASSWORD } from '../src/seed';
import type { Env } from '../src/env';

/**
 * A server for one test file: in-memory PGlite by default; with DATABASE_URL set, a fresh schema
 * of that PostgreSQL database (so files never see each other's rows), and Redis when REDIS_URL is set.
 */
export async function startApp(env: Partial<Env> = {}, now?: () => Date): Promise<FastifyInstance> {
  let databaseUrl = 'memory://';
  let databaseSchema: string | undefined;
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    databaseUrl = url;
    databaseSchema = schema;
  }
  const app = await buildServer({
    env: { dataDir: mkdtempSync(join(tmpdir(), 'api-test-')), databaseUrl, databaseSchema, pgliteTemplate: url ? undefined : inject('pgliteTemplate'), redisUrl: process.env.REDIS_URL || undefined, serveWeb: false, seedDemo: true, logLevel: 'silent', captchaEnabled: false, ...env },
    logger: false,
    ...(now ? { now } : {}),
  });
  if (url && databaseSchema) {
    app.addHook('onClose', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${databaseSchema} cascade`);
      await client.end();
    });
  }
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
 * Two api replicas on one fresh PostgreSQL schema and one Redis, as deployed behind a load balancer (the
 * PostgreSQL + Redis leg only). Started one after the other: the second finds the schema migrated and seeded.
 * Call in a describe: the servers are there from beforeAll on, closed and the schema dropped afterAll.
 */
export function twoReplicas(): { a: () => FastifyInstance; b: () => FastifyInstance } {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: FastifyInstance | undefined;
  let b: FastifyInstance | undefined;
  const onSchema = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  beforeAll(async () => {
    await onSchema(`create schema ${schema}`);
    const env = { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema, redisUrl: process.env.REDIS_URL, serveWeb: false, seedDemo: true, logLevel: 'silent', captchaEnabled: false };
    a = await buildServer({ env, logger: false });
    b = await buildServer({ env, logger: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await onSchema(`drop schema if exists ${schema} cascade`);
  });
  return { a: () => a!, b: () => b! };
}
