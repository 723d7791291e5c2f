/** Helpers of the accounts tests: SMS codes from the outbox, personal authentication, a session in the browser. */
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { OAUTH_CLIENT } from '@port/config/constants';
import { apiToken, DEMO, expect } from '../fixtures';

export const PASSWORD = 'Onboard@2025';

/** A mobile no seeded user has, different on every call. */
export function newMobile(): string {
  // The worker's index first: two workers asking in the same millisecond get different numbers.
  return `137${Number(process.env.TEST_WORKER_INDEX ?? 0) % 10}${String(Date.now() % 10_000_000).padStart(7, '0')}`;
}

/** The latest SMS code of a scene sent to a mobile, read from the built-in outbox as an administrator. */
export async function outboxCode(page: Page, mobile: string, scene: string): Promise<string> {
  const admin = await apiToken(page, DEMO.admin);
  let code: string | null | undefined;
  // The code is stored as the send call answers; polled in case the outbox is written after the answer.
  await expect
    .poll(async () => {
      const res = await page.request.get('/new/api/base/sms/outbox', { params: { mobile, scene, limit: 1 }, headers: { authorization: `Bearer ${admin}` } });
      code = ((await res.json()) as { result?: Array<{ code: string | null }> }).result?.[0]?.code;
      return code;
    }, { message: `no ${scene} code for ${mobile}` })
    .toBeTruthy();
  return code!;
}

export async function tokenOf(request: APIRequestContext, mobile: string, password = PASSWORD): Promise<string> {
  const res = await request.get('/new/api/auth/oauth/token', {
    headers: { authorization: 'Basic ' + Buffer.from(`${OAUTH_CLIENT.id}:${OAUTH_CLIENT.secret}`).toString('base64') },
    params: { grant_type: 'session_id', user_type: 'portal', mobile, password: createHash('sha256').update(password).digest('hex') },
  });
  const body = (await res.json()) as { result?: { access_token: string }; msg: string };
  if (!body.result) throw new Error(`sign-in failed for ${mobile}: ${body.msg}`);
  return body.result.access_token;
}

/**
 * Personal real-name authentication through the sandbox provider's own calls (the personal centre's
 * flow belongs to another page): identity, then the signed confirmation the sandbox page carries.
 */
export async function authenticatePerson(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const link = (await (await request.get('/new/api/user/realAuth/getPersonUrl', { headers })).json()) as { result: { url: string; flowId: string } };
  await request.post(`/new/api/user/realAuth/sandbox/${link.result.flowId}`, { data: { name: '王小明', idCardNo: '330206199001011234' } });
  const html = await (await request.get(link.result.url)).text();
  const signed = JSON.parse(/const signed = (\{.*\});/.exec(html)![1]!) as { success: Record<string, string> };
  await request.post('/new/api/user/realAuth/callback', { data: signed.success });
}

/** Puts a session into the browser as the portal's login does. */
export async function putSession(page: Page, token: string): Promise<void> {
  await page.goto('/new/404');
  await page.evaluate((t) => {
    localStorage.setItem('Access-Token', t);
    document.cookie = `Web-Token=${t}; path=/; SameSite=Lax`;
  }, token);
}

/** A small real PNG (the upload checks the type by content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAB30lEQVR4nAXBIQ6AIABAUQ/zD0M0GolGI9GNgkmKm5sFkxY2NwsmLCQSycRdfK9BaMSEmBELYkPsiAPhETfiQUREQmREQXyI2tBq2ol2pl1oN9qd9qD1tDftQxtpE22mLbQfbW3oNN1EN9MtdBvdTnfQebqb7qGLdIku0xW6j642SI2ckDNyQW7IHXkgPfJGPsiITMiMLMgPWRt6TT/Rz/QL/Ua/0x/0nv6mf+gjfaLP9IX+o68Ng2aYGGaGhWFj2BkOBs9wMzwMkSExZIbC8DHUBqVRE2pGLagNtaMOlEfdqAcVUQmVUQX1oWrDqBknxplxYdwYd8aD0TPejA9jZEyMmbEwfoy1wWjMhJkxC2bD7JgD4zE35sFETMJkTMF8mNpgNXbCztgFu2F37IH12Bv7YCM2YTO2YD9sbVg168Q6sy6sG+vOerB61pv1YY2siTWzFtaPtTY4jZtwM27Bbbgdd+A87sY9uIhLuIwruA9XG07NOXHOnAvnxrlzHpye8+Z8OCNn4sychfPjrA2X5pq4Zq6Fa+PauQ4uz3VzPVyRK3FlrsL1cdWGoAkTYSYshI2wEw6CJ9yEhxAJiZAJhfARasOreSfemXfh3Xh33oPX8968D2/kTbyZt/B+vPUHS2RYECnQAKIAAAAASUVORK5CYII=',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
