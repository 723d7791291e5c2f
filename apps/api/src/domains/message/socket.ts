/**
 * The notice WebSocket, GET /new/api/message/ws (SPEC §3, §4, §7; frames documented in openapi.yaml).
 * A socket logs in with the session token, then gets type 3 frames for every item published to its user,
 * on whichever replica it was published: each replica subscribes once per connected user to that user's
 * bus channel and fans frames out to the user's local sockets (one per browser tab).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { TIMING } from '@port/config/constants';
import { serverLanguage, serverMessage, type ServerLanguage } from '@port/config/server-messages';
import { mountSocketHub } from '../../lib/socket-hub';
import { clientText } from '../../lib/text';
import type { AppServices } from '../../services';
import { resolveSession } from '../auth/sessions';
import { parseChannelMessage, userChannel, type WsMessage } from './channel';

export const SOCKET_PATH = '/message/ws';

export const SOCKET_TIMING = {
  /** A logged-in socket that sent no valid frame for this long is closed: the client's 90 s heartbeat plus grace. */
  idleMs: TIMING.wsHeartbeat + 30_000,
  /** A socket must log in this soon after opening. */
  loginMs: 10_000,
  /** How often the sweep looks for idle sockets. */
  sweepMs: 5_000,
  /** Heartbeats re-check the session (revoked by logout or a password change) at most this often. */
  sessionRecheckMs: 60_000,
  /** How long a new subscription waits for its own probe before answering the login anyway. */
  probeMs: 2_000,
} as const;

export const CLOSE_CODES = { unauthorized: 4401, timeout: 4408, shutdown: 1001 } as const;

const OPEN = 1;
const ACTION_LOGIN = 1;
const ACTION_HEARTBEAT = 2;

interface Connection {
  socket: WebSocket;
  lang: ServerLanguage;
  openedAt: number;
  lastSeenAt: number;
  /** Set once the login frame is accepted. */
  userId: string | null;
  token: string | null;
  sessionCheckedAt: number;
  closed: boolean;
  /** Frames are handled one after another, so a heartbeat never overtakes the login it follows. */
  queue: Promise<void>;
}

interface UserChannel {
  sockets: Set<Connection>;
  unsubscribe: () => void;
  ready: Promise<void>;
}

interface Frame {
  action?: unknown;
  token?: unknown;
  jsonObjStr?: unknown;
}

/** The close reason is limited to 123 bytes of UTF-8. */
function closeReason(text: string): string {
  let out = text;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
}

function parseFrame(data: RawData, isBinary: boolean): Frame | null {
  if (isBinary) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Frame) : null;
  } catch {
    return null;
  }
}

/** jsonObjStr must be a JSON object whose userId (a number or a string) is the token's user. */
function loginNamesUser(jsonObjStr: unknown, userId: string): boolean {
  if (typeof jsonObjStr !== 'string') return false;
  try {
    const payload: unknown = JSON.parse(jsonObjStr);
    if (!payload || typeof payload !== 'object') return false;
    const claimed = (payload as { userId?: unknown }).userId;
    return (typeof claimed === 'string' || typeof claimed === 'number') && String(claimed) === userId;
  } catch {
    return false;
  }
}

export class SocketHub {
  private readonly connections = new Set<Connection>();
  private readonly users = new Map<string, UserChannel>();
  private readonly probes = new Map<string, () => void>();

  constructor(
    private readonly services: AppServices,
    private readonly log: FastifyBaseLogger,
  ) {}

  private now(): number {
    return this.services.now().getTime();
  }

  accept(socket: WebSocket, req: FastifyRequest): void {
    const now = this.now();
    const conn: Connection = {
      socket,
      lang: serverLanguage(req.headers['accept-language']),
      openedAt: now,
      lastSeenAt: now,
      userId: null,
      token: null,
      sessionCheckedAt: 0,
      closed: false,
      queue: Promise.resolve(),
    };
    this.connections.add(conn);
    socket.on('message', (data, isBinary) => {
      const frame = parseFrame(data, isBinary);
      if (!frame) return;
      conn.queue = conn.queue
        .then(() => this.onFrame(conn, frame))
        .catch((err: unknown) => this.log.error({ err }, 'notice socket frame failed'));
    });
    socket.on('close', () => this.forget(conn));
    socket.on('error', (err) => this.log.debug({ err }, 'notice socket error'));
  }

  private async onFrame(conn: Connection, frame: Frame): Promise<void> {
    if (conn.closed) return;
    const action = Number(frame.action);
    if (action === ACTION_LOGIN) await this.login(conn, frame);
    else if (action === ACTION_HEARTBEAT) await this.heartbeat(conn, frame);
  }

  private async login(conn: Connection, frame: Frame): Promise<void> {
    const token = typeof frame.token === 'string' ? frame.token : '';
    const user = token ? await resolveSession(this.services, token) : null;
    if (conn.closed) return;
    if (!user) return this.reject(conn, serverMessage(conn.lang, 'unauthorized'));
    if (!loginNamesUser(frame.jsonObjStr, user.userId)) return this.reject(conn, serverMessage(conn.lang, 'wsIdentityMismatch'));
    if (conn.userId && conn.userId !== user.userId) this.detach(conn);
    const now = this.now();
    conn.token = token;
    conn.lastSeenAt = now;
    conn.sessionCheckedAt = now;
    if (!conn.userId) await this.attach(conn, user.userId);
    if (!conn.closed) this.send(conn, { type: 0, content: clientText(conn.lang, 'labels.wsMessageType.0') });
  }

  private async heartbeat(conn: Connection, frame: Frame): Promise<void> {
    if (!conn.userId) return this.reject(conn, serverMessage(conn.lang, 'notLoggedIn'));
    const token = typeof frame.token === 'string' ? frame.token : '';
    const now = this.now();
    if (token !== conn.token || now - conn.sessionCheckedAt >= SOCKET_TIMING.sessionRecheckMs) {
      const user = token ? await resolveSession(this.services, token) : null;
      if (conn.closed) return;
      if (!user || user.userId !== conn.userId) return this.reject(conn, serverMessage(conn.lang, 'unauthorized'));
      conn.token = token;
      conn.sessionCheckedAt = now;
    }
    conn.lastSeenAt = now;
    this.send(conn, { type: 1 });
  }

  /** Tells the client why (type 2, 系统消息) and closes with 4401. */
  private reject(conn: Connection, text: string): void {
    this.send(conn, { type: 2, content: text });
    this.close(conn, CLOSE_CODES.unauthorized, text);
  }

  private send(conn: Connection, message: WsMessage | string): void {
    if (conn.closed || conn.socket.readyState !== OPEN) return;
    conn.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  private close(conn: Connection, code: number, text: string): void {
    if (conn.socket.readyState === OPEN) conn.socket.close(code, closeReason(text));
    this.forget(conn);
  }

  /** Drops every reference to a connection (idempotent): nothing is kept per socket after it closes. */
  private forget(conn: Connection): void {
    conn.closed = true;
    this.connections.delete(conn);
    this.detach(conn);
  }

  private async attach(conn: Connection, userId: string): Promise<void> {
    let channel = this.users.get(userId);
    if (!channel) {
      const name = userChannel(userId);
      const sockets = new Set<Connection>();
      const unsubscribe = this.services.bus.subscribe(name, (raw) => this.onBusMessage(userId, raw));
      channel = { sockets, unsubscribe, ready: this.probe(name) };
      this.users.set(userId, channel);
    }
    channel.sockets.add(conn);
    conn.userId = userId;
    await channel.ready;
  }

  private detach(conn: Connection): void {
    const userId = conn.userId;
    if (!userId) return;
    conn.userId = null;
    const channel = this.users.get(userId);
    if (!channel) return;
    channel.sockets.delete(conn);
    if (channel.sockets.size === 0) {
      channel.unsubscribe();
      this.users.delete(userId);
    }
  }

  /**
   * Resolves once a message published now on the channel comes back, i.e. the subscription is live
   * (Redis subscribes asynchronously); so a notice published right after type 0 is not lost.
   */
  private probe(channel: string): Promise<void> {
    const nonce = randomUUID();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.probes.delete(nonce);
        resolve();
      };
      const timer = setTimeout(done, SOCKET_TIMING.probeMs);
      this.probes.set(nonce, done);
      this.services.bus.publish(channel, { kind: 'probe', nonce }).catch(done);
    });
  }

  private onBusMessage(userId: string, raw: unknown): void {
    const message = parseChannelMessage(raw);
    if (!message) return;
    if (message.kind === 'probe') {
      this.probes.get(message.nonce)?.();
      return;
    }
    const channel = this.users.get(userId);
    if (!channel) return;
    const text = JSON.stringify(message.frame);
    for (const conn of channel.sockets) this.send(conn, text);
  }

  /** Closes sockets that never logged in, or went quiet; run every few seconds and callable from tests. */
  sweep(): void {
    const now = this.now();
    for (const conn of [...this.connections]) {
      if (!conn.userId && now - conn.openedAt > SOCKET_TIMING.loginMs) {
        this.close(conn, CLOSE_CODES.timeout, serverMessage(conn.lang, 'wsLoginTimeout'));
      } else if (now - conn.lastSeenAt > SOCKET_TIMING.idleMs) {
        this.close(conn, CLOSE_CODES.timeout, serverMessage(conn.lang, 'wsIdleTimeout'));
      }
    }
  }

  /** What the hub holds: all zero once every socket has closed. */
  stats(): { connections: number; users: number; probes: number } {
    return { connections: this.connections.size, users: this.users.size, probes: this.probes.size };
  }

  closeAll(): void {
    for (const conn of [...this.connections]) this.close(conn, CLOSE_CODES.shutdown, 'server shutting down');
    for (const done of [...this.probes.values()]) done();
  }
}

const hubs = new WeakMap<AppServices, SocketHub>();

/** The hub of one server (tests look at its stats and run its sweep). */
export function socketHub(services: AppServices): SocketHub | undefined {
  return hubs.get(services);
}

/** Registers the socket route; register inside the API prefix. */
export const messageSocket: FastifyPluginAsync = async (api) => {
  mountSocketHub(api, { path: SOCKET_PATH, hub: new SocketHub(api.services, api.log), hubs, sweepMs: SOCKET_TIMING.sweepMs });
};
