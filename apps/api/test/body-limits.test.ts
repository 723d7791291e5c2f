/**
 * A body over its limit is refused early and never read to its end (issue 30): a declared Content-Length over the
 * ceiling answers 413 before the body is sent; a chunked body (no length) is cut off at the limit, the connection
 * closed, so a client streaming 100 MB gets its refusal after a few MB and cannot send the rest.
 * A real socket, since the point is what crosses the wire (inject has no wire).
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, FORWARDER, startApp, tokenFor } from './helpers';

const MB = 1024 * 1024;
/** What a client tries to send: 100 MB. */
const HUGE = 100 * MB;

describe('request bodies over their limit', () => {
  let app: FastifyInstance;
  let port: number;
  let forwarder: string;
  let admin: string;

  beforeAll(async () => {
    app = await startApp();
    forwarder = await tokenFor(app, FORWARDER);
    admin = await tokenFor(app, ADMIN);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app?.close());

  interface Outcome {
    /** The answer's status line and body (what arrived before the server closed). */
    status: number;
    body: string;
    /** Body bytes the client managed to hand to its socket before the answer came or the socket closed. */
    sent: number;
    /** The server closed the connection. */
    closed: boolean;
  }

  /**
   * Sends the head, then body chunks (waiting for the socket to drain, so the count tracks what the server takes)
   * until the answer arrives, the server closes, or `total` bytes are sent.
   */
  function send(head: string, first: Buffer, chunk: (n: number) => Buffer, total: number, chunked: boolean): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      const socket: Socket = connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      let done = false;
      let closed = false;
      const finish = () => {
        if (done) return;
        done = true;
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
        resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4), sent, closed });
        socket.destroy();
      };
      socket.on('data', (d: Buffer) => {
        answer += d.toString('utf8');
      });
      socket.on('end', () => {
        closed = true;
        finish();
      });
      socket.on('close', () => {
        closed = true;
        finish();
      });
      socket.on('error', (err: NodeJS.ErrnoException) => {
        // The server dropping the connection mid-body is the expected end (EPIPE / ECONNRESET).
        if (err.code === 'EPIPE' || err.code === 'ECONNRESET') {
          closed = true;
          finish();
        } else reject(err);
      });
      const frame = (b: Buffer) => (chunked ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]) : b);
      socket.on('connect', async () => {
        socket.write(head);
        socket.write(frame(first));
        sent += first.length;
        while (!done && !answer && sent < total && !socket.destroyed) {
          const b = chunk(sent);
          sent += b.length;
          if (!socket.write(frame(b))) await new Promise<void>((r) => (socket.once('drain', r), socket.once('close', r)));
        }
        // Nothing more to send: the answer (or the close) ends it.
        if (!done && answer.includes('\r\n\r\n') && closed) finish();
      });
      // An answer with the connection kept open: finish once it is whole.
      const timer = setInterval(() => {
        if (answer.includes('\r\n\r\n') && (closed || /content-length: (\d+)/i.test(answer))) {
          const length = Number(/content-length: (\d+)/i.exec(answer)?.[1] ?? -1);
          if (closed || Buffer.byteLength(answer.slice(answer.indexOf('\r\n\r\n') + 4)) >= length) {
            clearInterval(timer);
            setImmediate(finish);
          }
        }
        if (done) clearInterval(timer);
      }, 20);
    });
  }

  const boundary = '----limit';
  const filePartHead = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bizType"\r\n\r\ncommon\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const zeros = Buffer.alloc(64 * 1024, 0x20);

  it('refuses a declared 100 MB upload with 413 in the caller\'s language before reading its body', async () => {
    const head = [
      'POST /new/api/base/file/upload HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${forwarder}`,
      'Accept-Language: en-US',
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${HUGE}`,
      '',
      '',
    ].join('\r\n');
    // Only the first bytes are sent: the answer must come without the rest.
    const out = await send(head, filePartHead, () => zeros, filePartHead.length, false);
    expect(out.status).toBe(413);
    expect(JSON.parse(out.body)).toMatchObject({ code: 413, msg: 'The file may not exceed 5 MB' });
    expect(out.sent).toBe(filePartHead.length);
  });

  it('refuses a declared 100 MB JSON body with 413 and a translated text, not "request body too large"', async () => {
    const head = [
      'POST /new/api/screen/displayToken HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${admin}`,
      'Accept-Language: zh-CN',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${HUGE}`,
      '',
      '',
    ].join('\r\n');
    const out = await send(head, Buffer.from('{"name":"'), () => zeros, 10, false);
    expect(out.status).toBe(413);
    expect(JSON.parse(out.body)).toMatchObject({ code: 413, msg: '请求内容过大，不能超过1 MB' });
  });

  it('stops reading a chunked 100 MB upload at the file limit and closes the connection', async () => {
    const head = [
      'POST /new/api/base/file/upload HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${forwarder}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    const out = await send(head, filePartHead, () => zeros, HUGE, true);
    expect(out.status).toBeGreaterThanOrEqual(400);
    expect(out.status).toBeLessThan(500);
    expect(JSON.parse(out.body).msg).toBe('文件大小不能超过5M');
    expect(out.closed).toBe(true);
    // What the server read is the 5 MB limit; what the client could push besides sits in the sockets' buffers.
    expect(out.sent).toBeLessThan(30 * MB);
  });

  it('stops reading a chunked 100 MB JSON body at the body limit and closes the connection', async () => {
    const head = [
      'POST /new/api/screen/displayToken HTTP/1.1',
      'Host: 127.0.0.1',
      `Authorization: Bearer ${admin}`,
      'Accept-Language: pt-BR',
      'Content-Type: application/json; charset=utf-8',
      'Transfer-Encoding: chunked',
      '',
      '',
    ].join('\r\n');
    const out = await send(head, Buffer.from('{"name":"'), () => zeros, HUGE, true);
    expect(out.status).toBe(413);
    expect(JSON.parse(out.body).msg).toBe('A requisição é grande demais (no máximo 1 MB)');
    expect(out.closed).toBe(true);
    expect(out.sent).toBeLessThan(30 * MB);
  });
});
