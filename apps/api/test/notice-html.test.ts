/**
 * The portal shows popups and strong reminders as the api answers them, with no sanitiser of its own
 * (packages/ui/src/ServerHtml.tsx): so both leave the api sanitised even when what was stored was not
 * (a row written by code or migrated from elsewhere, not through the sanitising write paths).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeNotice } from '../src/domains/message/inbox';
import { FORWARDER, startSignedIn } from './helpers';

const HOSTILE =
  '<p onclick="steal()">请查收<script>alert(1)</script><a href="javascript:alert(2)">链接</a><a href="https://example.com/x">外链</a>' +
  '<img src="x" onerror="y()"><svg onload="z()"></svg><iframe src="https://evil.example"></iframe><style>*{}</style></p>';
const UNSAFE = /<script|<svg|<iframe|<style|onclick|onerror|onload|javascript:/i;

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  ({ app, tokens: [token] } = await startSignedIn([FORWARDER] as const));
  await app.services.db
    .insertInto('popup_notices')
    .values({ url: '/index', title: 'hostile popup', context: HOSTILE, width: 600, height: null, confirm_text: 'OK', is_store: '0', open_count: null })
    .execute();
  const user = await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow();
  await storeNotice(app.services, { title: 'hostile reminder', content: HOSTILE, contentType: 'NOTICE', noticeType: '2', target: { kind: 'user', ids: [user.user_id] }, publisher: null });
});
afterAll(() => app.close());

const get = async (url: string, auth = true) =>
  (await app.inject({ method: 'GET', url: `/new/api${url}`, headers: auth ? { authorization: `Bearer ${token}` } : {} })).json() as { result: unknown };

describe('HTML the portal shows without a sanitiser', () => {
  it('public and signed-in popups answer their HTML sanitised, text and safe links kept', async () => {
    for (const list of [(await get('/message/popup/public', false)).result, (await get('/message/popup/list')).result] as Array<Array<{ title: string; context: string }>>) {
      const popup = list.find((p) => p.title === 'hostile popup')!;
      expect(popup.context).toContain('请查收');
      expect(popup.context).toContain('href="https://example.com/x" target="_blank" rel="noopener noreferrer"');
      expect(popup.context).toContain('alt=""');
      expect(popup.context).not.toMatch(UNSAFE);
    }
  });

  it('a strong reminder answers its HTML sanitised', async () => {
    const { result } = (await get('/message/messageTemplate/queryUnReadNotice?userType=1')) as { result: { noticeTypeVos: Array<{ content: Array<{ title: string; content: string; noticeType: string }> }> } };
    const reminder = result.noticeTypeVos.flatMap((v) => v.content).find((n) => n.title === 'hostile reminder')!;
    expect(reminder.noticeType).toBe('2');
    expect(reminder.content).toContain('请查收');
    expect(reminder.content).not.toMatch(UNSAFE);
  });
});
