/**
 * Issue 12, the HTTP edge: signing secrets (item 2), forwarded addresses (5), tampered cursors (8), the page's
 * Content-Security-Policy (11), the session checked before the body (12), and what /new/api/<unknown> and
 * /new/external/link answer (14).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signCallback, verifyCallback } from '../src/domains/accounts/realAuth/signature';
import { issueEdiToken, verifyEdiToken } from '../src/domains/message/content/edi';
import { signLink } from '../src/domains/documents/signing';
import { linkIsValid, signedLink } from '../src/lib/file-links';
import { readEnv } from '../src/env';
import { cspDirectives, cspSources, withSocketOrigin } from '../src/http/csp';
import { keptSigningSecret, SIGNING_SECRET_FILE, withSigningSecret } from '../src/lib/signing-keys';
import { bearer, startApp, tokenFor } from './helpers';
import { testDir } from './temp';

const api = '/new/api';
const FORWARDER = '13800000002';
/** The development value SIGNING_SECRET fell back to before: written in the source, so anyone could sign with it. */
const OLD_CONSTANT = 'dev-signing-secret-not-for-production';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('signing secrets (item 2)', () => {
  it('generates a secret on first start, keeps it in DATA_DIR readable by the owner only, and reuses it', () => {
    const dir = testDir('secret');
    const first = keptSigningSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(statSync(join(dir, SIGNING_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(keptSigningSecret(dir)).toBe(first);
    expect(keptSigningSecret(testDir('secret'))).not.toBe(first);
  });

  it('refuses to start in production without SIGNING_SECRET, and has no secret in code elsewhere', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SIGNING_SECRET/);
    expect(() => withSigningSecret({ ...readEnv({ NODE_ENV: 'test' }), production: true })).toThrow(/SIGNING_SECRET/);
    expect(readEnv({ NODE_ENV: 'development' }).signingSecret).toBe('');
    const dir = testDir('secret');
    expect(withSigningSecret({ ...readEnv({ NODE_ENV: 'development' }), dataDir: dir }).signingSecret).toBe(keptSigningSecret(dir));
  });

  it('refuses a production SIGNING_SECRET under 32 random bytes, saying how to make one (issue 30)', () => {
    const prod = (secret: string) => () => readEnv({ NODE_ENV: 'production', SIGNING_SECRET: secret });
    for (const weak of ['x', 'short-but-not-empty', 'a'.repeat(64), 'ab'.repeat(32), 'password'.repeat(5), '0'.repeat(31) + '1'.repeat(33)]) {
      expect(prod(weak), weak).toThrow(/SIGNING_SECRET.*openssl rand -hex 32/);
    }
    // 32 random bytes as `openssl rand -hex 32` or base64 print them.
    for (const good of [randomBytes(32).toString('hex'), randomBytes(32).toString('base64'), randomBytes(32).toString('base64url')]) {
      expect(readEnv({ NODE_ENV: 'production', SIGNING_SECRET: good }).signingSecret).toBe(good);
    }
    // During a rotation the previous secret may be the weak one being replaced.
    expect(readEnv({ NODE_ENV: 'production', SIGNING_SECRET: randomBytes(32).toString('hex'), SIGNING_SECRET_PREVIOUS: 'x' }).signingSecretPrevious).toBe('x');
  });

  describe('on a server without SIGNING_SECRET', () => {
    let app: FastifyInstance;
    let token: string;
    const dataDir = testDir('api-secret');
    beforeAll(async () => {
      app = await startApp({ dataDir, signingSecret: '' });
      token = await tokenFor(app, FORWARDER);
    });
    afterAll(() => app.close());

    const openSigned = (t: string) => app.inject({ method: 'GET', url: `${api}/documents/signed`, query: { t } });

    it('signs with the secret kept in its data directory, not with a constant from the source', async () => {
      expect(app.services.env.signingSecret).toBe(keptSigningSecret(dataDir));
      const forged = signLink(OLD_CONSTANT, { kind: 'WEIGH', id: '1', exp: inAnHour() });
      const res = await openSigned(forged);
      expect(res.statusCode).toBe(403);
      // A file link minted with the old constant is refused too.
      const expires = inAnHour();
      const path = 'company/2026/01/a.png';
      const signature = createHmac('sha256', `file:${OLD_CONSTANT}`).update(`${path}\n${expires}`).digest('hex');
      const download = await app.inject({ method: 'GET', url: `${api}/base/file/download`, query: { path, expires: String(expires), signature } });
      expect(download.statusCode).toBe(403);
    });

    it('accepts what the previous secret signed during a rotation, and signs only with the current one', async () => {
      const old = app.services.env.signingSecret;
      const made = await app.inject({ method: 'POST', url: `${api}/documents/link`, headers: bearer(token), payload: { kind: 'WEIGH', id: '1' } });
      // Whether or not the seed holds that document, a link made before the rotation is judged by its signature.
      const before = made.statusCode === 200 ? (made.json() as { result: { token: string } }).result.token : signLink(old, { kind: 'WEIGH', id: '1', exp: inAnHour() });
      const statusBefore = (await openSigned(before)).statusCode;
      expect(statusBefore).not.toBe(403);
      const env = app.services.env;
      try {
        app.services.env = { ...env, signingSecret: 'the-new-secret-0123456789abcdef', signingSecretPrevious: old };
        expect((await openSigned(before)).statusCode).toBe(statusBefore);
        expect((await openSigned(signLink('the-new-secret-0123456789abcdef', { kind: 'WEIGH', id: '1', exp: inAnHour() }))).statusCode).toBe(statusBefore);
        app.services.env = { ...env, signingSecret: 'the-new-secret-0123456789abcdef', signingSecretPrevious: undefined };
        expect((await openSigned(before)).statusCode).toBe(403);
      } finally {
        app.services.env = env;
      }
    });
  });
});

describe('every signed thing verifies under the previous secret during a rotation (item 2)', () => {
  const now = new Date();
  const [current, previous, stranger] = ['current-secret', 'previous-secret', 'someone-else'];

  it('file links, EDI sign-on tokens and real-name callbacks', () => {
    const link = new URL(signedLink(previous, 'company/2026/01/a.png', now).url, 'http://x');
    const q = (k: string) => link.searchParams.get(k)!;
    expect(linkIsValid([current, previous], q('path'), Number(q('expires')), q('signature'), now)).toBe(true);
    expect(linkIsValid([current], q('path'), Number(q('expires')), q('signature'), now)).toBe(false);

    const user = { userId: '1', mobile: '13800000002', name: null, companyId: null, userType: 1, authStatus: '1', roles: [], roleIds: [], permissions: [], dataScope: '3' as const, tokenHash: '', platform: false };
    const { token } = issueEdiToken(previous, user, now);
    expect(verifyEdiToken([current, previous], token, now)?.sub).toBe('1');
    expect(verifyEdiToken([current, stranger], token, now)).toBeNull();

    const fields = { flowId: 'f1', shopId: 's1', status: 'success' as const, timestamp: String(now.getTime()) };
    expect(verifyCallback([current, previous], { ...fields, signature: signCallback(previous, fields) }, now)).toBe(true);
    expect(verifyCallback([current], { ...fields, signature: signCallback(previous, fields) }, now)).toBe(false);
  });
});

describe('forwarded addresses (item 5)', () => {
  const captchas = async (app: FastifyInstance, n: number) => {
    const codes: number[] = [];
    for (let i = 0; i < n; i++) {
      codes.push((await app.inject({ method: 'GET', url: `${api}/code`, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } })).statusCode);
    }
    return codes;
  };

  it('reads TRUST_PROXY as addresses or a hop count, and trusts nobody by default', () => {
    expect(readEnv({}).trustProxy).toBe(false);
    expect(readEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(readEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('does not let a rotating X-Forwarded-For escape the per-IP limit, in production too', async () => {
    const app = await startApp({
      production: true, signingSecret: 'a-production-secret-0123456789', captchaEnabled: true, rateLimit: { login: 30, captcha: 3, sms: 20 },
      // Production starts on the built-in sandboxes only when they are named (issue 30).
      allowSandbox: ['bank', 'realauth', 'sms', 'customs', 'einvoice'],
    });
    try {
      expect(await captchas(app, 4)).toEqual([200, 200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it('believes X-Forwarded-For from a configured proxy', async () => {
    const app = await startApp({ trustProxy: ['127.0.0.1'], captchaEnabled: true, rateLimit: { login: 30, captcha: 3, sms: 20 } });
    try {
      expect(await captchas(app, 4)).toEqual([200, 200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});

describe('requests', () => {
  let app: FastifyInstance;
  let token: string;
  const webRoot = testDir('web');
  const portalScripts = ['window.theme = "light";', 'console.log("island loader")'];
  const consoleScript = 'window.__BOOT__ = 1;';
  beforeAll(async () => {
    for (const part of ['portal/index', 'console', 'screen']) mkdirSync(join(webRoot, part), { recursive: true });
    writeFileSync(
      join(webRoot, 'portal/index/index.html'),
      `<!doctype html><html><head><script>${portalScripts[0]}</script><script type="module" src="/new/_astro/a.js"></script></head><body><script type="module">${portalScripts[1]}</script></body></html>`,
    );
    writeFileSync(join(webRoot, 'console/index.html'), `<!doctype html><html><head><script>${consoleScript}</script></head><body><div id="root"></div></body></html>`);
    app = await startApp({
      serveWeb: true,
      webRoots: { portal: join(webRoot, 'portal'), console: join(webRoot, 'console'), screen: join(webRoot, 'screen') },
    });
    token = await tokenFor(app, FORWARDER);
  });
  afterAll(() => app.close());

  describe('a tampered list cursor (item 8)', () => {
    const list = (query: Record<string, string>, lang = 'zh-CN') =>
      app.inject({ method: 'GET', url: `${api}/trucking/orders`, headers: { ...bearer(token), 'accept-language': lang }, query });
    const reencode = (cursor: string, change: (body: { a: [string, string]; z: [string, string] }) => void) => {
      const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { a: [string, string]; z: [string, string] };
      change(body);
      return Buffer.from(JSON.stringify(body)).toString('base64url');
    };

    it('answers 400 in the caller\'s language, never 500', async () => {
      const first = (await list({ pageSize: '1' })).json() as { result: { cursor: string | null } };
      expect(first.result.cursor).toBeTruthy();
      const cursor = first.result.cursor!;
      const tampered = [
        reencode(cursor, (b) => { b.z[0] = 'not a time'; }),
        reencode(cursor, (b) => { b.z[1] = '1; drop table users'; }),
        reencode(cursor, (b) => { b.a[0] = '2026-02-31 10:00:00+08'; }),
        'not-a-cursor!',
        Buffer.from('{"f":1}').toString('base64url'),
      ];
      for (const t of tampered) {
        const zh = await list({ pageNo: '2', pageSize: '1', cursor: t });
        expect(zh.statusCode, t).toBe(400);
        expect(zh.json()).toMatchObject({ code: 400, msg: '分页游标无效，请刷新列表后重试', field: 'cursor' });
      }
      const en = await list({ pageNo: '2', pageSize: '1', cursor: tampered[0]! }, 'en-US');
      expect(en.json()).toMatchObject({ code: 400, msg: 'The page cursor is invalid; reload the list and try again' });
      // The genuine cursor still reads the next page.
      expect((await list({ pageNo: '2', pageSize: '1', cursor })).statusCode).toBe(200);
    });
  });

  describe('the session before the body (item 12)', () => {
    it('answers a stranger 401 whatever the body, before any schema 400', async () => {
      for (const payload of ['{"containers": 5}', '{not json', '[]']) {
        const res = await app.inject({ method: 'POST', url: `${api}/trucking/orders`, headers: { 'content-type': 'application/json' }, payload });
        expect(res.statusCode, payload).toBe(401);
        expect(res.json()).toMatchObject({ code: 401, msg: '未登录' });
      }
      const stale = await app.inject({ method: 'POST', url: `${api}/trucking/orders`, headers: { ...bearer('no-such-token'), 'content-type': 'application/json' }, payload: '{"containers": 5}' });
      expect(stale.statusCode).toBe(401);
      // A signed-in caller still hears which field is wrong.
      const mine = await app.inject({ method: 'POST', url: `${api}/trucking/orders`, headers: bearer(token), payload: { containers: 5 } });
      expect(mine.statusCode).toBe(400);
    });
  });

  describe('unknown api paths and external links (item 14)', () => {
    it('answers an unknown path under /new/api with the envelope\'s 404, not the console page', async () => {
      for (const url of [`${api}/no-such-thing`, `${api}/trucking/no/such/path`, `${api}/`]) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.json()).toMatchObject({ code: 404, msg: '访问资源不存在', result: null });
      }
      // Console routes still get the console.
      expect((await app.inject({ method: 'GET', url: '/new/home' })).body).toContain('__BOOT__');
    });

    const follow = (query: string, host = 'portal.example') => app.inject({ method: 'GET', url: `/new/external/link?${query}`, headers: { host } });

    it('keeps paths and this site\'s own URLs on this site, with the other parameters merged', async () => {
      const cases: Array<[string, string]> = [
        [`from=${encodeURIComponent('/new/news')}`, '/new/news'],
        [`from=${encodeURIComponent('/new/news?type=notice')}&type=news`, '/new/news?type=news'],
        ['from=news&type=1', '/new/news?type=1'],
        [`from=${encodeURIComponent('http://portal.example/new/news?type=notice')}&type=news`, '/new/news?type=news'],
      ];
      for (const [query, location] of cases) {
        const res = await follow(query);
        expect(res.statusCode, query).toBe(302);
        expect(res.headers.location, query).toBe(location);
      }
    });

    it('leaves the site only for an allowed host: an EDI platform\'s or EXTERNAL_LINK_HOSTS', async () => {
      const edi = await follow(`from=${encodeURIComponent('https://www.edi.example/sso?x=1')}&x=2&token=abc`);
      expect(edi.statusCode).toBe(302);
      expect(edi.headers.location).toBe('https://www.edi.example/sso?x=2&token=abc');
      const bare = await follow('from=chat.edi.example/room');
      expect(bare.headers.location).toBe('https://chat.edi.example/room');
      const env = app.services.env;
      try {
        app.services.env = { ...env, externalLinkHosts: ['bank.example'] };
        expect((await follow(`from=${encodeURIComponent('https://bank.example/pay')}`)).headers.location).toBe('https://bank.example/pay');
      } finally {
        app.services.env = env;
      }
    });

    it('refuses every other target with 400', async () => {
      for (const from of ['https://evil.example/', '//evil.example/x', 'evil.example', 'javascript:alert(1)', 'data:text/html,hi', 'https://user@www.edi.example/', '/\\evil.example', '/new/..//evil.example', 'http://portal.example//evil.example', '']) {
        const res = await follow(`from=${encodeURIComponent(from)}`);
        expect(res.statusCode, from).toBe(400);
        expect(res.headers.location, from).toBeUndefined();
      }
      const en = await app.inject({ method: 'GET', url: '/new/external/link?from=https%3A%2F%2Fevil.example', headers: { 'accept-language': 'en-US' } });
      expect(en.json()).toMatchObject({ code: 400, msg: 'Leaving the site for this address is not allowed' });
    });
  });

  describe('the pages\' Content-Security-Policy (item 11)', () => {
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const scriptSrc = (csp: string | undefined) => (csp ?? '').split(';').find((d) => d.trim().startsWith('script-src'))?.trim().split(/\s+/).slice(1) ?? [];

    it('lists every inline script of the built pages by hash, and no \'unsafe-inline\' for scripts', async () => {
      for (const [url, scripts] of [['/new/index', portalScripts], ['/new/home', [consoleScript]]] as const) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        const sources = scriptSrc(res.headers['content-security-policy'] as string);
        expect(sources, url).toContain("'self'");
        expect(sources, url).not.toContain("'unsafe-inline'");
        for (const s of scripts) expect(sources, `${url}: ${s}`).toContain(hash(s));
      }
    });

    const directive = (csp: string | undefined, name: string) => (csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === name)?.slice(1);

    it('lets sockets reach this site only, named as the browser reached it, and frames and fonts only from here unless configured (issue 30)', async () => {
      const plain = await app.inject({ method: 'GET', url: '/new/home', headers: { host: 'portal.example:8080' } });
      const csp = plain.headers['content-security-policy'] as string;
      expect(directive(csp, 'connect-src')).toEqual(["'self'", 'wss://portal.example:8080', 'ws://portal.example:8080']);
      expect(directive(csp, 'frame-src')).toEqual(["'self'"]);
      expect(directive(csp, 'font-src')).toEqual(["'self'", 'data:']);
      expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
      // A host that is no host name is not echoed into the header.
      const odd = await app.inject({ method: 'GET', url: '/new/api/health', headers: { host: 'evil.example/x y' } });
      expect(directive(odd.headers['content-security-policy'] as string, 'connect-src')).toEqual(["'self'"]);
    });

    it('names the configured map tile host for images and the real-name provider and external-link hosts for frames', () => {
      const sources = cspSources({ mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', realAuth: { pageUrl: 'https://kyc.example.com/start?x=1' }, externalLinkHosts: ['edi.example'] });
      const d = cspDirectives([], sources);
      expect(d.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.example.org']);
      expect(d.frameSrc).toEqual(["'self'", 'https://kyc.example.com', 'https://edi.example']);
      expect(d.connectSrc).toEqual(["'self'"]);
      expect(withSocketOrigin("default-src 'self';connect-src 'self';img-src 'self'", 'Portal.Example')).toBe("default-src 'self';connect-src 'self' wss://portal.example ws://portal.example;img-src 'self'");
    });
  });
});
