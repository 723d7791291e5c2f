import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { loggerOptions } from './log-redaction';
import { installRequestStats, statsLine } from './request-stats';

describe('request statistics line', () => {
  it('counts calls and 5xx answers and gives p50/p95 each period, then starts again', async () => {
    const app = Fastify({ logger: false });
    let tick = () => {};
    let stopped = false;
    const lines: string[] = [];
    installRequestStats(app, {
      write: (l) => lines.push(l),
      every: (t) => ((tick = t), () => (stopped = true)),
    });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fail', async (_req, reply) => reply.code(500).send({}));
    for (let i = 0; i < 19; i++) await app.inject('/ok');
    await app.inject('/fail');
    await app.inject('/missing'); // a 404 is a call, not an error of the server's
    tick();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^requests \(last 1 min\): 21, errors 1, p50 \d+(\.\d)? ms, p95 \d+(\.\d)? ms$/);
    tick(); // nothing happened since: a quiet minute prints nothing
    expect(lines).toHaveLength(1);
    await app.inject('/ok');
    tick();
    expect(lines[1]).toMatch(/: 1, errors 0,/);
    await app.close();
    expect(stopped).toBe(true);
  });

  it('takes p50 and p95 by nearest rank', () => {
    const ms = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(statsLine(ms, 0, 60_000)).toBe('requests (last 1 min): 100, errors 0, p50 50 ms, p95 95 ms');
    expect(statsLine([1.234], 0, 5_000)).toBe('requests (last 5 s): 1, errors 0, p50 1.2 ms, p95 1.2 ms');
  });
});

describe('log level', () => {
  /** What a Fastify server at the default level of `nodeEnv` writes while answering one call. */
  async function logOfOneCall(nodeEnv: string): Promise<string> {
    let out = '';
    const stream = new Writable({ write: (chunk, _enc, cb) => ((out += String(chunk)), cb()) });
    const app = Fastify({ logger: { ...loggerOptions(readEnv({ NODE_ENV: nodeEnv, SIGNING_SECRET: randomBytes(32).toString('hex') }).logLevel), stream } });
    app.get('/x', async () => ({}));
    await app.inject('/x');
    await app.close();
    return out;
  }

  it('development does not log each request; production does, as JSON', async () => {
    expect(readEnv({ NODE_ENV: 'development' }).logLevel).toBe('warn');
    expect(await logOfOneCall('development')).toBe('');
    const production = await logOfOneCall('production');
    expect(production).toContain('"msg":"request completed"');
    expect(() => JSON.parse(production.split('\n')[0]!)).not.toThrow();
  });
});
