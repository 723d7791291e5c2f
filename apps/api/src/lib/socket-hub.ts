import { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { TIMING } from '@port/config/constants';
import { serverLanguage, serverMessage, type ServerLanguage } from '@port/config/server-messages';
import type { AppServices } from '../services';
import { ACCESS_CHANGED_CHANNEL, parseAccessChanged } from './access-changed';
import { clientText } from './text';

/** What a socket route's hub does: take connections, drop idle ones now and then, close all at shutdown. */
export interface SocketHubLike {
  accept(socket: WebSocket, req: FastifyRequest): void;
  sweep(): void;
  closeAll(): void;
  /** These users' access changed (access-changed.ts): their sockets re-check their credential now. */
  accessChanged(userIds: ReadonlySet<string>): void;
}

/**
 * Mounts a hub on a WebSocket path: one per server (kept in `hubs` for tests), a periodic sweep, the
 * access-changed channel of the bus (a revocation on any replica closes this replica's sockets), and
 * shutdown before the bus and database close (preClose), so unsubscribes still reach Redis.
 */
export function mountSocketHub<H extends SocketHubLike>(
  api: FastifyInstance,
  opts: { path: string; hub: H; hubs: WeakMap<AppServices, H>; sweepMs: number },
): void {
  const services = api.services;
  opts.hubs.set(services, opts.hub);
  const timer = setInterval(() => opts.hub.sweep(), opts.sweepMs);
  timer.unref();
  const unsubscribe = services.bus.subscribe(ACCESS_CHANGED_CHANNEL, (raw) => {
    const userIds = parseAccessChanged(raw);
    if (userIds?.size) opts.hub.accessChanged(userIds);
  });
  api.addHook('preClose', async () => {
    clearInterval(timer);
    unsubscribe();
    opts.hub.closeAll();
    opts.hubs.delete(services);
  });
  api.get(opts.path, { websocket: true }, (socket, req) => opts.hub.accept(socket, req));
}

/**
 * A frame for many sockets, built once: `text` is its JSON in UTF-8, `wire` the whole text frame as a server
 * writes it (RFC 6455 §5.2: FIN and opcode 1, the payload length, no mask, the payload). A hub writes `wire`
 * to each socket as it is, one write of the same buffer, where ws.send builds a header per socket and writes
 * header and payload as a corked pair (a third of the fan-out loop's time in `bench sockets`).
 */
export interface SharedFrame {
  readonly text: Buffer;
  readonly wire: Buffer;
}

export function sharedFrame(frame: unknown): SharedFrame {
  const text = Buffer.from(JSON.stringify(frame), 'utf8');
  const length = text.length;
  let head: Buffer;
  if (length < 126) head = Buffer.from([0x81, length]);
  else if (length < 0x10000) head = Buffer.from([0x81, 126, length >> 8, length & 0xff]);
  else {
    head = Buffer.alloc(10);
    head[0] = 0x81;
    head[1] = 127;
    head.writeBigUInt64BE(BigInt(length), 2);
  }
  return { text, wire: Buffer.concat([head, text]) };
}

/** The timings every hub keeps. */
export const HUB_TIMING = {
  /** A logged-in socket that sent no valid frame for this long is closed: the client's 90 s heartbeat plus grace. */
  idleMs: TIMING.wsHeartbeat + 30_000,
  /** A socket must log in this soon after opening. */
  loginMs: 10_000,
  /** How often the sweep looks for idle sockets. */
  sweepMs: 5_000,
} as const;

export const HUB_CLOSE = { unauthorized: 4401, timeout: 4408, shutdown: 1001 } as const;

const OPEN = 1;
const ACTION_LOGIN = 1;
const ACTION_HEARTBEAT = 2;

/** What a hub knows of every socket; a hub adds what its login grants. */
export interface HubConnection {
  socket: WebSocket;
  /** The TCP (or TLS) socket ws writes the frames to: the upgraded request's; null if there is none (an injected socket). */
  wire: Writable | null;
  lang: ServerLanguage;
  openedAt: number;
  lastSeenAt: number;
  closed: boolean;
  /** Frames are handled one after another, so a heartbeat never overtakes the login it follows. */
  queue: Promise<void>;
}

/** A frame: any JSON object; each hub reads the fields its login takes. */
export interface HubFrame {
  readonly action?: unknown;
  readonly token?: unknown;
  readonly [field: string]: unknown;
}

/** The close reason is limited to 123 bytes of UTF-8. */
function closeReason(text: string): string {
  let out = text;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
}

function parseFrame(data: RawData, isBinary: boolean): HubFrame | null {
  if (isBinary) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as HubFrame) : null;
  } catch {
    return null;
  }
}

/**
 * The frame protocol both socket routes speak: action 1 logs in (answered with type 0), action 2 is the
 * heartbeat (type 1; before login it is refused); a refusal is a type 2 frame saying why and a 4401 close;
 * the sweep closes (4408) sockets that never log in or go quiet. A hub says what a credential grants.
 */
/** The hubs of each server (the metrics read their open sockets). */
export const hubsOf = new WeakMap<AppServices, Set<{ readonly name: string; readonly openSockets: number }>>();

export abstract class FrameHub<C extends HubConnection> implements SocketHubLike {
  protected readonly connections = new Set<C>();

  constructor(
    protected readonly services: AppServices,
    protected readonly log: FastifyBaseLogger,
    private readonly opts: { name: string; maxBuffered?: number },
  ) {
    let set = hubsOf.get(services);
    if (!set) hubsOf.set(services, (set = new Set()));
    set.add(this);
  }

  get name(): string {
    return this.opts.name;
  }

  /** Sockets open on this hub now (logged in or not). */
  get openSockets(): number {
    return this.connections.size;
  }

  /** A new socket's connection: the shared fields given, the hub's own added. */
  protected abstract open(shared: HubConnection, req: FastifyRequest): C;
  /** Checks a login frame and takes what it grants; false once the socket has been rejected. */
  protected abstract login(conn: C, token: string, frame: HubFrame): Promise<boolean>;
  /** Re-checks a logged-in socket's credential on a heartbeat; false once the socket has been rejected. */
  protected abstract renew(conn: C, token: string): Promise<boolean>;
  /** Re-checks the credential the socket logged in with, now; false once the socket has been rejected. */
  protected abstract recheck(conn: C): Promise<boolean>;
  /** The user a logged-in socket acts for; null before login or for a credential that is not a user's. */
  protected abstract userOf(conn: C): string | null;
  protected abstract loggedIn(conn: C): boolean;
  /** Lets go of what the hub holds for a socket that closed. */
  protected abstract released(conn: C): void;

  protected now(): number {
    return this.services.now().getTime();
  }

  accept(socket: WebSocket, req: FastifyRequest): void {
    const now = this.now();
    const lang = serverLanguage(req.headers['accept-language']);
    // @fastify/websocket hands ws the socket of the upgrade request; an injected request (injectWS) has none.
    const wire = req.raw.socket instanceof Socket ? req.raw.socket : null;
    const conn = this.open({ socket, wire, lang, openedAt: now, lastSeenAt: now, closed: false, queue: Promise.resolve() }, req);
    this.connections.add(conn);
    socket.on('message', (data, isBinary) => {
      const frame = parseFrame(data, isBinary);
      if (!frame) return;
      conn.queue = conn.queue
        .then(() => this.onFrame(conn, frame))
        .catch((err: unknown) => this.log.error({ err }, `${this.opts.name} socket frame failed`));
    });
    socket.on('close', () => this.forget(conn));
    socket.on('error', (err) => this.log.debug({ err }, `${this.opts.name} socket error`));
  }

  private async onFrame(conn: C, frame: HubFrame): Promise<void> {
    if (conn.closed) return;
    const action = Number(frame.action);
    const token = typeof frame.token === 'string' ? frame.token : '';
    if (action === ACTION_LOGIN) {
      if (!(await this.login(conn, token, frame)) || conn.closed) return;
      conn.lastSeenAt = this.now();
      this.send(conn, JSON.stringify({ type: 0, content: clientText(conn.lang, 'labels.wsMessageType.0') }));
    } else if (action === ACTION_HEARTBEAT) {
      const renewed = this.loggedIn(conn) ? await this.renew(conn, token) : this.reject(conn, serverMessage(conn.lang, 'notLoggedIn'));
      if (!renewed || conn.closed) return;
      conn.lastSeenAt = this.now();
      this.send(conn, JSON.stringify({ type: 1 }));
    }
  }

  /** Tells the client why (type 2, 系统消息) and closes with 4401; false, for login and renew to answer. */
  protected reject(conn: C, text: string): false {
    this.send(conn, JSON.stringify({ type: 2, content: text }));
    this.close(conn, HUB_CLOSE.unauthorized, text);
    return false;
  }

  /** Sends a frame to an open socket (dropped beyond maxBuffered bytes waiting, for a client that cannot keep up). */
  protected send(conn: C, frame: string | SharedFrame): void {
    if (conn.closed || conn.socket.readyState !== OPEN) return;
    const waiting = conn.socket.bufferedAmount;
    if (this.opts.maxBuffered !== undefined && waiting > this.opts.maxBuffered) return;
    if (typeof frame === 'string') conn.socket.send(frame);
    // Written past ws only when nothing waits in ws or the socket (bufferedAmount counts both), so frames keep
    // their order; a socket ws has closed or is closing is not OPEN and gets nothing above.
    else if (conn.wire && waiting === 0) conn.wire.write(frame.wire);
    else conn.socket.send(frame.text, { binary: false });
  }

  protected close(conn: C, code: number, text: string): void {
    if (conn.socket.readyState === OPEN) conn.socket.close(code, closeReason(text));
    this.forget(conn);
  }

  /** Drops every reference to a connection (idempotent): nothing is kept per socket after it closes. */
  private forget(conn: C): void {
    conn.closed = true;
    this.connections.delete(conn);
    this.released(conn);
  }

  /** Closes sockets that never logged in, or went quiet; run every few seconds and callable from tests. */
  sweep(): void {
    const now = this.now();
    for (const conn of [...this.connections]) {
      if (!this.loggedIn(conn) && now - conn.openedAt > HUB_TIMING.loginMs) {
        this.close(conn, HUB_CLOSE.timeout, serverMessage(conn.lang, 'wsLoginTimeout'));
      } else if (now - conn.lastSeenAt > HUB_TIMING.idleMs) {
        this.close(conn, HUB_CLOSE.timeout, serverMessage(conn.lang, 'wsIdleTimeout'));
      }
    }
  }

  accessChanged(userIds: ReadonlySet<string>): void {
    for (const conn of this.connections) {
      const userId = this.userOf(conn);
      if (!userId || !userIds.has(userId)) continue;
      // In the socket's frame queue, so a heartbeat in flight cannot renew it after the check.
      conn.queue = conn.queue
        .then(async () => {
          if (!conn.closed) await this.recheck(conn);
        })
        .catch((err: unknown) => this.log.error({ err }, `${this.opts.name} socket re-check failed`));
    }
  }

  closeAll(): void {
    for (const conn of [...this.connections]) this.close(conn, HUB_CLOSE.shutdown, 'server shutting down');
  }
}
