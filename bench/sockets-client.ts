/**
 * One of the socket bench's client processes (sockets.bench.ts): opens the sockets it is told to, logs each in as
 * the console does (login frame, answer type 0), and notes when each notice frame (type 3) arrives, by notice id.
 * It speaks to its parent over IPC only.
 *
 * The clients share the machine's cores with the server they measure, so they do little per frame: a notice
 * frame's id is read off its first bytes instead of parsing the whole frame (noticeId), and ws skips the UTF-8
 * check of text frames: the handler takes 1.4–2.5 µs a frame instead of 6.2 (a micro-benchmark on a busy
 * machine). Cheaper parsing is the client's business; what it measures (arrival time, id) is unchanged.
 */
import WebSocket from 'ws';

/** How the server's notice frame begins: JSON.stringify keeps the field order of NoticeFrame (type, then id). */
const NOTICE_HEAD = Buffer.from('{"type":3,"id":"');

/** The id of a notice frame, read off its bytes; null for any other frame (parsed as JSON instead). */
function noticeId(data: Buffer): string | null {
  if (data.length <= NOTICE_HEAD.length || data.compare(NOTICE_HEAD, 0, NOTICE_HEAD.length, 0, NOTICE_HEAD.length) !== 0) return null;
  const end = data.indexOf(0x22, NOTICE_HEAD.length);
  return end > 0 ? data.toString('latin1', NOTICE_HEAD.length, end) : null;
}

interface Login {
  token: string;
  identity: { userId: string; userName: string; orgId: string; orgName: string };
  /** How many sockets to open with this session (a user's tabs and devices). */
  count: number;
}
type Command = { cmd: 'open'; url: string; logins: Login[]; concurrency: number } | { cmd: 'report'; id: string } | { cmd: 'close' };

const sockets: Array<{ ws: WebSocket; token: string }> = [];
/** Arrival times (ms, epoch with sub-ms precision) of each notice, by id. */
const arrivals = new Map<string, number[]>();
let closes = 0;
let errors = 0;
let closing = false;
const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send!(message);

function openOne(url: string, login: Login): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { perMessageDeflate: false, skipUTF8Validation: true });
    let settled = false;
    const done = (ok: boolean) => {
      if (settled) return;
      settled = true;
      resolve(ok);
    };
    ws.on('open', () => ws.send(JSON.stringify({ action: 1, token: login.token, jsonObjStr: JSON.stringify({ userType: 1, ...login.identity }), extend: '' })));
    ws.on('message', (data) => {
      const at = now();
      // binaryType 'nodebuffer' (ws's default): every message is one Buffer.
      if (!Buffer.isBuffer(data)) return;
      let id = noticeId(data);
      if (id === null) {
        const frame = JSON.parse(data.toString()) as { type?: unknown; id?: unknown };
        const type = Number(frame.type);
        if (type === 0) return done(true);
        if (type !== 3) return;
        id = String(frame.id);
      }
      let list = arrivals.get(id);
      if (!list) arrivals.set(id, (list = []));
      list.push(at);
    });
    ws.on('error', () => {
      errors++;
      done(false);
    });
    ws.on('close', () => {
      if (!closing) closes++;
      done(false);
    });
    sockets.push({ ws, token: login.token });
  });
}

process.on('message', (raw) => {
  const command = raw as Command;
  if (command.cmd === 'open') {
    void (async () => {
      const started = now();
      const queue = command.logins.flatMap((l) => Array.from({ length: l.count }, () => l));
      let next = 0;
      let opened = 0;
      await Promise.all(
        Array.from({ length: command.concurrency }, async () => {
          while (next < queue.length) if (await openOne(command.url, queue[next++]!)) opened++;
        }),
      );
      send({ opened, failed: queue.length - opened, ms: now() - started });
    })();
  } else if (command.cmd === 'report') {
    send({ id: command.id, arrivals: arrivals.get(command.id) ?? [], closes, errors });
  } else {
    closing = true;
    for (const { ws } of sockets) ws.terminate();
    send({ closed: true });
    process.exit(0);
  }
});
// Heartbeat as the console does (action 2), so the server's idle sweep never closes a quiet socket.
setInterval(() => {
  for (const { ws, token } of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ action: 2, token }));
}, 60_000).unref();
