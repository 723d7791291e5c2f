/** What the browser benchmarks share: the api serving the built front ends, Debian's Chromium, a signed-in page. */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '@port/api/server';
import { OAUTH_CLIENT } from '@port/config/constants';

export interface Running {
  app: FastifyInstance;
  origin: string;
  browser: Browser;
}

export async function startProduct(): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  const app = await buildServer({
    env: { dataDir, databaseUrl: undefined, serveWeb: true, seedDemo: true, logLevel: 'silent', captchaEnabled: false, rateLimit: { login: 1e9, captcha: 1e9, sms: 1e9 } },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'] });
  return { app, origin, browser };
}

export async function tokenOf(origin: string, mobile: string, password = 'Demo@123456'): Promise<string> {
  const url = new URL(`${origin}/new/api/auth/oauth/token`);
  url.search = new URLSearchParams({ grant_type: 'session_id', user_type: 'portal', mobile, password: createHash('sha256').update(password).digest('hex') }).toString();
  const res = await fetch(url, { headers: { authorization: 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64') } });
  const body = (await res.json()) as { result?: { access_token: string } };
  if (!body.result) throw new Error(`sign-in failed for ${mobile}`);
  return body.result.access_token;
}

export async function signedInPage(run: Running, mobile: string): Promise<Page> {
  const token = await tokenOf(run.origin, mobile);
  const context = await run.browser.newContext({ viewport: { width: 1920, height: 1080 }, acceptDownloads: true });
  // A string: this file is compiled without the DOM's types.
  await context.addInitScript(`localStorage.setItem('Access-Token', ${JSON.stringify(token)}); document.cookie = 'Web-Token=${token}; path=/';`);
  return context.newPage();
}

/** The page's JS heap after a full garbage collection, in MB. */
export async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  return Math.round((used / 1024 / 1024) * 10) / 10;
}

export async function stopProduct(run: Running): Promise<void> {
  await run.browser.close();
  await run.app.close();
}
