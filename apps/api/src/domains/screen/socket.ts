/**
 * The board's live feed, GET /new/api/screen/ws (documented in openapi.yaml's description). A socket logs
 * in with a bearer token or a display token, then receives every new alarm it may see within a second of
 * the trucking engineer's publish on the bus channel 'alarms' (from whichever replica stored it). Each
 * replica subscribes to that channel once, while it holds at least one board socket, reads each new alarm
 * once and fans it out; nothing is kept per socket after it closes.
 */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { TIMING } from '@port/config/constants';
import { serverLanguage, serverMessage, type ServerLanguage } from '@port/config/server-messages';
import { mountSocketHub } from '../../lib/socket-hub';
import { clientText } from '../../lib/text';
import type { AppServices } from '../../services';
import { resolveSession } from '../auth/sessions';
import { scopeOfUser, scopeSees, userMayViewBoard, type BoardScope } from './access';
import { alarmById, type Alarm } from './alarms';
import { resolveDisplayToken } from './display-tokens';

export const SCREEN_SOCKET_PATH = '/screen/ws';
/** The bus channel the GPS domain publishes each stored alarm on. */
export const ALARMS_CHANNEL = 'alarms';
/** Published when an administrator revokes a display token, so every replica closes its sockets. */
export const revokedChannel = 'screen:displayToken:revoked';

export const SCREEN_SOCKET_TIMING = {
  idleMs: TIMING.wsHeartbeat + 30_000,
  loginMs: 10_000,
  sweepMs: 5_000,
  /** A just-published alarm not yet visible to this replica's read (another transaction) is read again once. */
  rereadMs: 250,
} as const;

export const SCREEN_CLOSE = { unauthorized: 4401, timeout: 4408, shutdown: 1001 } as const;
/** Frames to a display that cannot keep up are dropped beyond this many buffered bytes. */
const MAX_BUFFERED = 1024 * 1024;
const OPEN = 1;

interface Conn {
  socket: WebSocket;
  /** Opened as /screen/ws?as=display: the login frame's token is a display token. */
  asDisplay: boolean;
  lang: ServerLanguage;
  openedAt: number;
  lastSeenAt: number;
  /** Set at login. */
  scope: BoardScope | null;
  credential: { kind: 'bearer' | 'display'; token: string; tokenId?: string } | null;
  closed: boolean;
  queue: Promise<void>;
}

interface Frame {
  action?: unknown;
  token?: unknown;
  extend?: unknown;
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

/** The alarm id of a bus message: `{id}`, `{alarmId}` or `{alarm: {id}}`, as a string or a number. */
export function alarmIdOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as { id?: unknown; alarmId?: unknown; alarm?: { id?: unknown } };
  const id = m.id ?? m.alarmId ?? m.alarm?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

const closeReason = (text: string): string => {
  let out = text;
  while (Buffer.byteLength(out) > 123) out = out.slice(0, -1);
  return out;
};

export class ScreenHub {
  private readonly conns = new Set<Conn>();
  private unsubscribeAlarms: (() => void) | null = null;
  private readonly unsubscribeRevoked: () => void;

  constructor(
    private readonly services: AppServices,
    private readonly log: FastifyBaseLogger,
  ) {
    this.unsubscribeRevoked = services.bus.subscribe(revokedChannel, (raw) => this.onRevoked(raw));
  }

  private now(): number {
    return this.services.now().getTime();
  }

  accept(socket: WebSocket, req: FastifyRequest): void {
    const now = this.now();
    const conn: Conn = {
      socket,
      asDisplay: (req.query as { as?: unknown } | undefined)?.as === 'display',
      lang: serverLanguage(req.headers['accept-language']),
      openedAt: now,
      lastSeenAt: now,
      scope: null,
      credential: null,
      closed: false,
      queue: Promise.resolve(),
    };
    this.conns.add(conn);
    socket.on('message', (data, isBinary) => {
      const frame = parseFrame(data, isBinary);
      if (!frame) return;
      conn.queue = conn.queue
        .then(() => this.onFrame(conn, frame))
        .catch((err: unknown) => this.log.error({ err }, 'screen socket frame failed'));
    });
    socket.on('close', () => this.forget(conn));
    socket.on('error', (err) => this.log.debug({ err }, 'screen socket error'));
  }

  private async onFrame(conn: Conn, frame: Frame): Promise<void> {
    if (conn.closed) return;
    const action = Number(frame.action);
    const token = typeof frame.token === 'string' ? frame.token : '';
    if (action === 1) {
      const kind = conn.asDisplay || frame.extend === 'displayToken' ? 'display' : 'bearer';
      const checked = await this.check(conn, kind, token);
      if (!checked || conn.closed) return;
      conn.credential = { kind, token, ...(checked.tokenId ? { tokenId: checked.tokenId } : {}) };
      conn.scope = checked.scope;
      conn.lastSeenAt = this.now();
      this.ensureSubscribed();
      this.send(conn, JSON.stringify({ type: 0, content: clientText(conn.lang, 'labels.wsMessageType.0') }));
    } else if (action === 2) {
      if (!conn.credential) return this.reject(conn, serverMessage(conn.lang, 'notLoggedIn'));
      // Every heartbeat re-checks the credential: a revoked token or a signed-out session stops the feed.
      const checked = await this.check(conn, conn.credential.kind, conn.credential.token);
      if (!checked || conn.closed) return;
      conn.scope = checked.scope;
      conn.lastSeenAt = this.now();
      this.send(conn, JSON.stringify({ type: 1 }));
    }
  }

  /** The scope a credential grants, or null after rejecting the socket. */
  private async check(conn: Conn, kind: 'bearer' | 'display', token: string): Promise<{ scope: BoardScope; tokenId?: string } | null> {
    if (!token) {
      this.reject(conn, serverMessage(conn.lang, 'notLoggedIn'));
      return null;
    }
    if (kind === 'display') {
      const display = await resolveDisplayToken(this.services, token);
      if (!display) {
        this.reject(conn, clientText(conn.lang, 'screen.tokenInvalid'));
        return null;
      }
      return { scope: { kind: 'all' }, tokenId: display.tokenId };
    }
    const user = await resolveSession(this.services, token);
    if (!user) {
      this.reject(conn, serverMessage(conn.lang, 'unauthorized'));
      return null;
    }
    if (!(await userMayViewBoard(this.services, user))) {
      this.reject(conn, clientText(conn.lang, 'screen.noAccess'));
      return null;
    }
    return { scope: scopeOfUser(user) };
  }

  private reject(conn: Conn, text: string): void {
    this.send(conn, JSON.stringify({ type: 2, content: text }));
    this.close(conn, SCREEN_CLOSE.unauthorized, text);
  }

  private send(conn: Conn, text: string): void {
    if (conn.closed || conn.socket.readyState !== OPEN) return;
    if (conn.socket.bufferedAmount > MAX_BUFFERED) return;
    conn.socket.send(text);
  }

  private close(conn: Conn, code: number, text: string): void {
    if (conn.socket.readyState === OPEN) conn.socket.close(code, closeReason(text));
    this.forget(conn);
  }

  private forget(conn: Conn): void {
    conn.closed = true;
    this.conns.delete(conn);
    if (this.unsubscribeAlarms && ![...this.conns].some((c) => c.scope)) {
      this.unsubscribeAlarms();
      this.unsubscribeAlarms = null;
    }
  }

  private ensureSubscribed(): void {
    if (this.unsubscribeAlarms) return;
    this.unsubscribeAlarms = this.services.bus.subscribe(ALARMS_CHANNEL, (raw) => {
      void this.onAlarm(raw).catch((err: unknown) => this.log.error({ err }, 'screen alarm push failed'));
    });
  }

  private async onAlarm(raw: unknown): Promise<void> {
    const id = alarmIdOf(raw);
    if (!id) return;
    // Read once per language in use; the name of the alarm type is the only language-dependent field.
    const byLang = new Map<ServerLanguage, (Alarm & { fleetCompanyId: string | null }) | null>();
    const load = async (lang: ServerLanguage) => {
      if (!byLang.has(lang)) {
        let alarm = await alarmById(this.services, lang, id);
        if (!alarm) {
          await new Promise((r) => setTimeout(r, SCREEN_SOCKET_TIMING.rereadMs));
          alarm = await alarmById(this.services, lang, id);
        }
        byLang.set(lang, alarm);
      }
      return byLang.get(lang) ?? null;
    };
    for (const conn of [...this.conns]) {
      if (!conn.scope) continue;
      const alarm = await load(conn.lang);
      if (!alarm || !scopeSees(conn.scope, alarm.fleetCompanyId)) continue;
      const { fleetCompanyId: _hidden, ...content } = alarm;
      this.send(conn, JSON.stringify({ type: 4, content }));
    }
  }

  private onRevoked(raw: unknown): void {
    const tokenId = raw && typeof raw === 'object' ? (raw as { tokenId?: unknown }).tokenId : undefined;
    if (typeof tokenId !== 'string') return;
    for (const conn of [...this.conns]) {
      if (conn.credential?.kind === 'display' && conn.credential.tokenId === tokenId) {
        this.reject(conn, clientText(conn.lang, 'screen.tokenInvalid'));
      }
    }
  }

  sweep(): void {
    const now = this.now();
    for (const conn of [...this.conns]) {
      if (!conn.scope && now - conn.openedAt > SCREEN_SOCKET_TIMING.loginMs) {
        this.close(conn, SCREEN_CLOSE.timeout, serverMessage(conn.lang, 'wsLoginTimeout'));
      } else if (now - conn.lastSeenAt > SCREEN_SOCKET_TIMING.idleMs) {
        this.close(conn, SCREEN_CLOSE.timeout, serverMessage(conn.lang, 'wsIdleTimeout'));
      }
    }
  }

  stats(): { connections: number; subscribed: boolean } {
    return { connections: this.conns.size, subscribed: this.unsubscribeAlarms !== null };
  }

  closeAll(): void {
    for (const conn of [...this.conns]) this.close(conn, SCREEN_CLOSE.shutdown, 'server shutting down');
    this.unsubscribeRevoked();
  }
}

const hubs = new WeakMap<AppServices, ScreenHub>();

export function screenHub(services: AppServices): ScreenHub | undefined {
  return hubs.get(services);
}

/** Registers the board socket; register inside the API prefix. */
export const screenSocket: FastifyPluginAsync = async (api) => {
  mountSocketHub(api, { path: SCREEN_SOCKET_PATH, hub: new ScreenHub(api.services, api.log), hubs, sweepMs: SCREEN_SOCKET_TIMING.sweepMs });
};
