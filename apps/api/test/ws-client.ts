import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A frame the servers' sockets send: its type and whatever that type carries. */
export interface WsFrame {
  type: number;
  [field: string]: unknown;
}

/** A test client of a socket route: collects frames and the close, and waits for what a user would wait for. */
export class WsClient<F extends WsFrame = WsFrame> {
  readonly frames: F[] = [];
  private waiters: Array<() => void> = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)) as F);
      this.waiters.splice(0).forEach((w) => w());
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open<F extends WsFrame = WsFrame>(url: string): Promise<WsClient<F>> {
    const ws = new WebSocket(url);
    const client = new WsClient<F>(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: unknown): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** The first frame (after those already taken) of the type, or matching; fails after the timeout. */
  async next(match: number | ((f: F) => boolean) = () => true, timeoutMs = 10_000): Promise<F> {
    const test = typeof match === 'number' ? (f: F) => f.type === match : match;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.frames.findIndex(test);
      if (i >= 0) return this.frames.splice(i, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => (clearTimeout(t), resolve()));
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** The http(s) listener of a started app as a ws:// URL of the path. */
export async function listenWs(app: FastifyInstance, path: string): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `ws://127.0.0.1:${address.port}${path}`;
}
