/**
 * Customer-service chat (issue 16): a user writes to the desk (idempotent by clientMsgId, text kept as text),
 * the desk lists, takes, replies and closes; another company never reads the conversation, a company user never
 * reaches the desk, and the reply reaches the user's socket live (type 5); the take and the close are audited.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, bearer, FORWARDER, startApp, tokenFor } from './helpers';
import { listenWs, WsClient } from './ws-client';

const AGENT = '13800000005';
let app: FastifyInstance;
let forwarder = '';
let agent = '';
let admin = '';
let conversationId = '';

type Msg = { id: string; conversationId: string; side: string; content: string; clientMsgId: string };

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/new/api/chat${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const send = async (token: string, clientMsgId: string, content: string) => {
  const res = await call('POST', '/messages', token, { clientMsgId, content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Msg;
};

beforeAll(async () => {
  app = await startApp();
  [forwarder, agent, admin] = [await tokenFor(app, FORWARDER), await tokenFor(app, AGENT), await tokenFor(app, ADMIN)];
}, 240_000);
afterAll(async () => app.close());

describe('customer-service chat', () => {
  it('stores a message once per clientMsgId, as text, in a conversation of the user', async () => {
    const text = '<b>柜子</b> & <script>x</script>';
    const first = await send(forwarder, 'chat-test-0001', text);
    const again = await send(forwarder, 'chat-test-0001', text);
    expect(again.id).toBe(first.id);
    expect(first.content).toBe(text);
    expect(first.side).toBe('user');
    conversationId = first.conversationId;
    await send(forwarder, 'chat-test-0002', '第二条');
    const mine = (await call('GET', '/mine', forwarder)).json().result;
    expect(mine.conversation.id).toBe(conversationId);
    expect(mine.conversation.deskUnread).toBe(2);
    expect(mine.unread).toBe(0);
    const page = (await call('GET', `/conversations/${conversationId}/messages?pageSize=1`, forwarder)).json().result;
    expect(page.list.map((m: Msg) => m.content)).toEqual(['第二条']);
    expect(page.hasMore).toBe(true);
    const older = (await call('GET', `/conversations/${conversationId}/messages?before=${page.list[0].id}`, forwarder)).json().result;
    expect(older.list.map((m: Msg) => m.id)).toEqual([first.id]);
  });

  it('refuses an empty message, and an attachment the sender did not upload', async () => {
    expect((await call('POST', '/messages', forwarder, { clientMsgId: 'chat-test-0003', content: '   ' })).statusCode).toBe(400);
    const res = await call('POST', '/messages', forwarder, { clientMsgId: 'chat-test-0004', fileUrl: 'common/2026/01/nothing.png' });
    expect(res.statusCode).toBe(400);
  });

  it('carries a file the sender uploaded (upload rules) as an attachment with a signed link', async () => {
    const boundary = '----chat';
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bizType"\r\n\r\ncommon\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="箱损.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await app.inject({ method: 'POST', url: '/new/api/base/file/upload', headers: { ...bearer(forwarder), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(upload.statusCode, upload.body).toBe(200);
    const { fileUrl } = upload.json().result as { fileUrl: string };
    // Another company's user cannot attach it.
    expect((await call('POST', '/messages', agent, { clientMsgId: 'chat-test-agent-1', fileUrl })).statusCode).toBe(400);
    const res = await call('POST', '/messages', forwarder, { clientMsgId: 'chat-test-file1', fileUrl });
    expect(res.statusCode, res.body).toBe(200);
    const message = res.json().result as Msg & { attachment: { fileName: string; url: string; contentType: string } };
    expect(message.conversationId).toBe(conversationId);
    expect(message.attachment).toMatchObject({ fileName: '箱损.png', contentType: 'image/png' });
    const file = await app.inject({ method: 'GET', url: message.attachment.url });
    expect(file.statusCode).toBe(200);
  });

  it('never lets another company read or mark the conversation', async () => {
    expect((await call('GET', `/conversations/${conversationId}/messages`, agent)).statusCode).toBe(404);
    expect((await call('POST', `/conversations/${conversationId}/read`, agent)).statusCode).toBe(404);
    const theirs = (await call('GET', '/mine', agent)).json().result;
    expect(theirs.conversation?.id).not.toBe(conversationId);
  });

  it('keeps the desk from company users', async () => {
    for (const token of [forwarder, agent]) {
      expect((await call('GET', '/desk/conversations', token)).statusCode).toBe(403);
      expect((await call('POST', `/desk/conversations/${conversationId}/take`, token)).statusCode).toBe(403);
      expect((await call('POST', `/desk/conversations/${conversationId}/close`, token)).statusCode).toBe(403);
      expect((await call('POST', `/desk/conversations/${conversationId}/messages`, token, { clientMsgId: 'chat-test-0005', content: 'x' })).statusCode).toBe(403);
    }
  });

  it('lets the desk list, take and reply, live to the user, and close', async () => {
    const userId = (await app.services.db.selectFrom('users').select('user_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow()).user_id;
    const url = await listenWs(app, '/new/api/message/ws');
    const socket = await WsClient.open(url);
    socket.send({ action: 1, token: forwarder, jsonObjStr: JSON.stringify({ userType: 1, userId, userName: 'x', orgId: 'o', orgName: 'o' }), extend: '' });
    await socket.next(0);

    const list = (await call('GET', '/desk/conversations?keyword=13800000002', admin)).json().result;
    const row = list.data.find((c: { id: string }) => c.id === conversationId);
    expect(row).toMatchObject({ status: 'open', deskUnread: 3, lastMessage: '📎 箱损.png' });
    expect((await call('GET', `/conversations/${conversationId}/messages`, admin)).statusCode).toBe(200);

    const take = await call('POST', `/desk/conversations/${conversationId}/take`, admin);
    expect(take.json().result.status).toBe('taken');
    const reply = await call('POST', `/desk/conversations/${conversationId}/messages`, admin, { clientMsgId: 'chat-test-desk-1', content: '您好' });
    expect(reply.statusCode, reply.body).toBe(200);
    const frame = await socket.next((f) => f.type === 5 && (f.chat as { message?: Msg }).message?.content === '您好');
    expect((frame.chat as { conversation: { userUnread: number } }).conversation.userUnread).toBe(1);
    expect((await call('GET', '/mine', forwarder)).json().result.unread).toBe(1);
    await call('POST', `/conversations/${conversationId}/read`, forwarder);
    expect((await call('GET', '/mine', forwarder)).json().result.unread).toBe(0);
    socket.close();

    expect((await call('POST', `/desk/conversations/${conversationId}/close`, admin)).json().result.status).toBe('closed');
    expect((await call('POST', `/desk/conversations/${conversationId}/messages`, admin, { clientMsgId: 'chat-test-desk-2', content: '再见' })).statusCode).toBe(409);
    const next = await send(forwarder, 'chat-test-0006', '新问题');
    expect(next.conversationId).not.toBe(conversationId);

    // The take and the close are in the audit log the viewer reads: who, which conversation, before → after.
    const audit = await app.inject({ method: 'GET', url: '/new/api/admin/audit-log', query: { entity: 'chat_conversation', entityId: conversationId, pageSize: '10' }, headers: bearer(admin) });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().result.data as Array<{ action: string; actorMobile: string; before: string; after: string }>;
    expect(entries.map((e) => e.action).sort()).toEqual(['close', 'take']);
    expect(entries.every((e) => e.actorMobile === ADMIN)).toBe(true);
    expect(entries.find((e) => e.action === 'take')?.after).toContain('taken');
    expect(entries.find((e) => e.action === 'close')?.before).toContain('taken');
  });
});
