// The many-machine shape of deploy/ without Docker: Debian's nginx with deploy/nginx.conf (only the addresses and
// the roots changed) in front of two api replicas of the built product, sharing one PostgreSQL schema and one Redis.
// Checks that the portal, the console and the screen each get their own index.html through nginx, that precompressed
// files go out with Content-Encoding gzip, that a sign-in through nginx works and the api (TRUST_PROXY) sees the
// client's address from nginx's forwarded headers, that a WebSocket through nginx is accepted, and that a notice
// published on replica A reaches a socket held by replica B.
//
// `node scripts/deploy-smoke.mjs` (after the build). Exit 0 when it passed, 1 when it failed, 2 when it could not
// run here (no /usr/sbin/nginx, no PostgreSQL on 127.0.0.1:5432 or no Redis on :6379; scripts/test.mjs reports the
// stage skipped). PostgreSQL and Redis: TEST_DATABASE_URL / TEST_REDIS_URL (docs/operators.md "Configuration").
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createRequire } from 'node:module';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const NGINX = '/usr/sbin/nginx';
const DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const apiRequire = createRequire(join(root, 'apps/api/package.json'));
const WebSocket = apiRequire('ws');
const pg = apiRequire('pg');

const DEMO = { admin: '13800000001', forwarder: '13800000002', password: 'Demo@123456' };
const OAUTH_BASIC = 'Basic ' + Buffer.from('portal:portal-secret').toString('base64');
const sha256 = (text) => createHash('sha256').update(text).digest('hex');

const answers = (port) =>
  new Promise((resolve) => {
    const s = new Socket();
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1');
  });
/** A port nothing listens on now (the OS picks it). */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const missing = [
  existsSync(NGINX) ? null : `no ${NGINX} (apt-get install nginx)`,
  (await answers(5432)) ? null : 'nothing answers on 127.0.0.1:5432',
  (await answers(6379)) ? null : 'nothing answers on 127.0.0.1:6379',
  existsSync(join(root, 'apps/api/dist/main.js')) ? null : 'the product is not built',
].filter(Boolean);
if (missing.length) {
  console.log(`skipped: ${missing.join('; ')}`);
  process.exit(2);
}

const started = performance.now();
const work = mkdtempSync(join(tmpdir(), 'port-deploy-smoke-'));
chmodSync(work, 0o755); // nginx's workers (another user when run as root) read the roots through it
const schema = `deploy_smoke_${process.pid}`;
const children = [];
let failed = 0;
const check = (ok, what) => {
  console.log(`${ok ? '✔' : '✖'} ${what}`);
  if (!ok) failed++;
};

async function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect().then(() => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)).catch(() => undefined);
  await client.end().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

/** Starts one replica and waits until it answers (its log goes to <work>/<name>.log). */
async function replica(name, port, secret) {
  const log = join(work, `${name}.log`);
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ENV_FILE: join(work, 'no.env'), // the developer's .env does not apply here
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: join(work, name),
      DATABASE_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      SIGNING_SECRET: secret,
      TRUST_PROXY: '127.0.0.1',
      SERVE_WEB: 'false',
      CAPTCHA_ENABLED: 'false',
      GPS_SIMULATOR: 'false',
      WEBHOOK_WORKER: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  child.on('exit', () => writeFileSync(log, stderr));
  children.push(child);
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`replica ${name} exited (${child.exitCode}):\n${stderr.slice(-2000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/new/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`replica ${name} did not answer in 180 s:\n${stderr.slice(-2000)}`);
}

/** deploy/nginx.conf with this machine's addresses and roots, inside a minimal main configuration. */
function startNginx(port, ports) {
  const site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/^(\s*)server api:8080;.*$/m, (_, indent) => ports.map((p) => `${indent}server 127.0.0.1:${p};`).join('\n'))
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replaceAll('/srv/port/', `${work}/srv/`);
  if (!site.includes(`127.0.0.1:${ports[1]}`) || !site.includes(`listen 127.0.0.1:${port}`)) throw new Error('deploy/nginx.conf: upstream or listen line not found');
  for (const [app, at] of [['portal', 'new'], ['console', 'new'], ['screen', 'new/screen']]) {
    const link = join(work, 'srv', app, at);
    mkdirSync(join(link, '..'), { recursive: true });
    symlinkSync(join(root, 'apps', app, 'dist'), link);
  }
  writeFileSync(join(work, 'site.conf'), site);
  const temp = (n) => `${n}_temp_path ${work}/${n};`;
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      `daemon off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log warn;`,
      'events { worker_connections 256; }',
      `http { include /etc/nginx/mime.types; default_type application/octet-stream; access_log off;`,
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      `  include ${work}/site.conf; }`,
    ].join('\n'),
  );
  const test = spawnSync(NGINX, ['-t', '-q', '-p', work, '-c', join(work, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t:\n${test.stderr}`);
  const child = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
  children.push(child);
}

/**
 * Signs in through `base` from the loopback address `from` (not nginx's 127.0.0.1), sending a forged
 * X-Forwarded-For that nginx must replace with the address it sees.
 */
async function signIn(base, mobile, from = '127.0.0.1') {
  const url = new URL('/new/api/auth/oauth/token', base);
  for (const [k, v] of Object.entries({ grant_type: 'session_id', user_type: 'portal', mobile, password: sha256(DEMO.password) })) url.searchParams.set(k, v);
  const text = await new Promise((resolve, reject) => {
    const req = httpGet(url, { localAddress: from, headers: { authorization: OAUTH_BASIC, 'x-forwarded-for': '203.0.113.9' } }, (res) => {
      let data = '';
      res.setEncoding('utf8').on('data', (c) => (data += c)).on('end', () => resolve(data));
    });
    req.on('error', reject);
  });
  const body = JSON.parse(text);
  if (!body.result?.access_token) throw new Error(`sign-in of ${mobile} through ${base}: ${text}`);
  return body.result.access_token;
}

/** A signed-in notice socket: answers the socket and a `next(predicate)` for its frames. */
async function noticeSocket(base, token, userId) {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/new/api/message/ws`);
  const frames = [];
  const waiters = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    frames.push(frame);
    for (const w of [...waiters]) {
      if (!w.match(frame)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
  const next = (match, ms = 10_000) =>
    new Promise((resolve, reject) => {
      const seen = frames.find(match);
      if (seen) return resolve(seen);
      const waiter = { match, resolve };
      waiters.push(waiter);
      setTimeout(() => (waiters.includes(waiter) ? reject(new Error(`no matching frame in ${ms} ms; got ${JSON.stringify(frames)}`)) : null), ms);
    });
  ws.send(JSON.stringify({ action: 1, token, jsonObjStr: JSON.stringify({ userType: 1, userId, userName: 'x', orgId: 'o', orgName: 'org' }), extend: '' }));
  return { ws, next };
}

try {
  const [edge, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const setup = new pg.Client({ connectionString: DATABASE_URL });
  await setup.connect();
  await setup.query(`CREATE SCHEMA ${schema}`);
  await setup.end();
  const secret = randomBytes(32).toString('hex'); // the same on both replicas, as deploy/ requires
  // A first (it migrates and seeds the shared schema), then B on the same database.
  await replica('a', portA, secret);
  await replica('b', portB, secret);
  startNginx(edge, [portA, portB]);
  const base = `http://127.0.0.1:${edge}`;
  for (let i = 0; i < 50 && !(await answers(edge)); i++) await new Promise((r) => setTimeout(r, 100));
  console.log(`replicas on :${portA} and :${portB}, nginx on :${edge} (${Math.round(performance.now() - started)} ms)`);

  // Each front end gets its own index.html, byte for byte.
  const page = async (path) => {
    const res = await fetch(base + path, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
    return { status: res.status, location: res.headers.get('location'), body: await res.text() };
  };
  const own = (app) => readFileSync(join(root, 'apps', app, 'dist/index.html'), 'utf8');
  check((await page('/new/')).location === '/new/home', '/new/ → /new/home');
  check((await page('/new/index')).body === own('portal'), "portal /new/index is the portal's index.html");
  check((await page('/new/home')).body === own('console'), "console /new/home is the console's index.html");
  check((await page('/new/system/user')).body === own('console'), 'a deep console route is the console page');
  check((await page('/new/screen')).body === own('screen'), "screen /new/screen is the screen's index.html");
  check((await page('/new/console-assets/missing-0000.js')).status === 404, 'a missing hashed asset is a 404');

  // Precompressed files go out as they are.
  const html = own('console');
  const asset = /\/new\/(console-assets\/[^"]+\.js)"/.exec(html)?.[1];
  const gz = await fetch(`${base}/new/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
  const raw = Buffer.from(await gz.arrayBuffer()); // undici decodes gzip, so compare the decoded body
  check(
    gz.headers.get('content-encoding') === 'gzip' && raw.equals(gunzipSync(readFileSync(join(root, 'apps/console/dist', `${asset}.gz`)))),
    `/new/${asset} answers Content-Encoding gzip from its .gz`,
  );
  const portalGz = await fetch(`${base}/new/index`, { headers: { 'accept-encoding': 'gzip' } });
  check(portalGz.headers.get('content-encoding') === 'gzip', 'a portal page answers Content-Encoding gzip');

  // Sign-in through nginx, and the api sees the client's address as nginx forwarded it.
  const adminToken = await signIn(base, DEMO.admin);
  const fwdToken = await signIn(base, DEMO.forwarder, '127.0.0.2');
  check(Boolean(adminToken && fwdToken), 'sign-in through nginx (administrator and forwarder)');
  // TRUST_PROXY=127.0.0.1 believes nginx's X-Forwarded-For: the session records the client's own address, not
  // nginx's and not the one the client forged.
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  const { rows } = await db.query(
    `select s.ip from ${schema}.sessions s join ${schema}.users u on u.user_id = s.user_id where u.mobile = $1 order by s.create_time desc limit 1`,
    [DEMO.forwarder],
  );
  await db.end();
  check(rows[0]?.ip === '127.0.0.2', `the api saw the client's address through nginx (${rows[0]?.ip}), not a forged X-Forwarded-For`);
  const info = await (await fetch(`${base}/new/api/user/auth/getInfo`, { headers: { authorization: `Bearer ${fwdToken}` } })).json();
  const userId = info.result?.user?.userId;
  check(Boolean(userId), 'getInfo through nginx with the token');

  // A socket through nginx, and one held by replica B; the notice is published on replica A.
  const viaEdge = await noticeSocket(base, fwdToken, userId);
  check((await viaEdge.next((f) => f.type === 0)).content === 'ws连接成功', 'the WebSocket through nginx signs in');
  const onB = await noticeSocket(`http://127.0.0.1:${portB}`, fwdToken, userId);
  await onB.next((f) => f.type === 0);
  const title = `deploy smoke ${process.pid}`;
  const sentAt = performance.now();
  const published = await fetch(`http://127.0.0.1:${portA}/new/api/message/messageTemplate/publish`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, content: '<p>smoke</p>', contentType: 'NOTICE', noticeType: '1', target: { kind: 'user', ids: [userId] } }),
  });
  check(published.ok, `publish on replica A (${published.status})`);
  const arrived = await onB.next((f) => f.type === 3 && f.title === title).catch((e) => (console.error(e.message), null));
  check(Boolean(arrived), `the notice published on A reached the socket on B (${Math.round(performance.now() - sentAt)} ms)`);
  const edgeArrived = await viaEdge.next((f) => f.type === 3 && f.title === title).catch(() => null);
  check(Boolean(edgeArrived), 'and the socket held through nginx');
  viaEdge.ws.close();
  onB.ws.close();
} catch (err) {
  console.error(`✖ ${err.stack ?? err}`);
  for (const f of ['a.log', 'b.log', 'nginx-error.log']) if (existsSync(join(work, f))) console.error(`--- ${f}\n${readFileSync(join(work, f), 'utf8').slice(-2000)}`);
  failed++;
} finally {
  await cleanup();
}
console.log(`${failed ? `✖ ${failed} check(s) failed` : '✔ deploy smoke passed'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
