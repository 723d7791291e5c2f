/**
 * Throughput and p99 latency of GET /new/api/code and of sign-in (token) + getInfo, each as a ratio to a bare
 * Fastify route answering a same-sized envelope, measured in the same run on the same machine. The api runs as in
 * production (no response validation); the hot calls after the first answer from the session cache and the message
 * box cache. Each hot call is measured right after a bare-route baseline of its own (ratioRps is to that one).
 * Prints its figures and writes them to results/auth.json.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildServer } from '@port/api/server';
import { OAUTH_CLIENT } from '@port/config/constants';

export interface Figure {
  name: string;
  rps: number;
  p99ms: number;
  ratioRps?: number;
  ratioP99?: number;
}

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

async function measure(name: string, url: string, requests?: autocannon.Request[], headers?: Record<string, string>): Promise<Figure> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...(requests ? { requests } : {}), ...(headers ? { headers } : {}) });
  if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { name, rps: Math.round(r.requests.average), p99ms: r.latency.p99 };
}

function ratio(f: Figure, baseline: Figure): Figure {
  f.ratioRps = Number((f.rps / baseline.rps).toFixed(3));
  f.ratioP99 = Number((f.p99ms / Math.max(baseline.p99ms, 1)).toFixed(1));
  return f;
}

export async function benchAuth(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-auth-'));
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ code: 200, msg: '操作成功', message: '操作成功', result: { captchaOnOff: true, uuid: 'x'.repeat(36) } }));
  let tree = '';
  bare.get('/bare-tree', async (_req, reply) => reply.type('application/json; charset=utf-8').send(tree));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  const app = await buildServer({
    env: {
      dataDir, databaseUrl: undefined, serveWeb: false, seedDemo: true, logLevel: 'silent', captchaEnabled: true,
      rateLimit: { login: 1e9, captcha: 1e9, sms: 1e9 },
      // As production runs it: answers are not checked against the contract (the tests do that).
      production: true, allowSandbox: ['bank', 'realauth', 'sms', 'customs', 'einvoice'] /* production refuses unnamed sandboxes (issue 30) */, signingSecret: randomBytes(32).toString('hex'),
    },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/new/api`;

  const figures: Figure[] = [];
  const baseline = await measure('bare Fastify route', bareUrl);
  figures.push(baseline);
  figures.push(await measure('GET /code (captcha on)', `${base}/code`));

  // Sign-in needs the captcha off to be repeatable; it is a switch of the same server.
  app.services.env.captchaEnabled = false;
  const digest = createHash('sha256').update('Demo@123456').digest('hex');
  const qs = new URLSearchParams({ grant_type: 'session_id', user_type: 'portal', mobile: '13800000002', password: digest });
  const basic = 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64');
  let token = '';
  figures.push(
    await measure('token + getInfo (pair)', base, [
      {
        method: 'GET', path: `/new/api/auth/oauth/token?${qs}`, headers: { authorization: basic },
        onResponse: (_status, body) => {
          token = (JSON.parse(body) as { result: { access_token: string } }).result.access_token;
        },
      },
      { method: 'GET', path: '/new/api/user/auth/getInfo', setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } }) },
    ]),
  );
  const res = await fetch(`${base}/auth/oauth/token?${qs}`, { headers: { authorization: basic } });
  const t = ((await res.json()) as { result: { access_token: string } }).result.access_token;
  const auth = { authorization: `Bearer ${t}` };
  for (const f of figures.slice(1)) ratio(f, baseline);
  // The hot calls, each right after a baseline of its own: on a busy machine the load changes between measures, and
  // a ratio to a baseline taken seconds apart says more about the neighbours than about the api.
  const paired = async (name: string, url: string, requests?: autocannon.Request[], headers?: Record<string, string>) => {
    const own = await measure('bare Fastify route (its baseline)', bareUrl);
    figures.push(own);
    figures.push(ratio(await measure(name, url, requests, headers), own));
  };
  await paired('getInfo alone', `${base}/user/auth/getInfo`, undefined, auth);
  await paired('GET /code (captcha off)', `${base}/code`);
  await paired('unread count (getWorkCounts)', `${base}/message/messageTemplate/workCounts`, undefined, auth);
  // The message centre's first page (消息中心 opens on it), with a filter as the page sends it.
  await paired('message centre, first page (queryPageNoticeList)', base, [
    {
      method: 'POST', path: '/new/api/message/messageTemplate/queryPageNoticeList',
      headers: { ...auth, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ pageNo: 1, pageSize: 10, readStatus: '0' }),
    },
  ]);

  // The route tree is ~40 KB of JSON: its baseline is a bare route answering the same bytes.
  tree = await (await fetch(`${base}/user/auth/getRouters`, { headers: auth })).text();
  const treeBaseline = await measure(`bare Fastify route, ${Math.round(tree.length / 1024)} KB`, bareUrl.replace(/bare$/, 'bare-tree'));
  figures.push(treeBaseline);
  figures.push(ratio(await measure('getRouters', `${base}/user/auth/getRouters`, undefined, auth), treeBaseline));

  await app.close();
  await bare.close();
  rmSync(dataDir, { recursive: true, force: true });
  return figures;
}
