/**
 * The board's live feed, GET /new/api/screen/ws (documented in openapi.yaml's description). A socket logs
 * in with a bearer token or a display token, then receives every new alarm it may see within a second of
 * the trucking engineer's publish on the bus channel 'alarms' (from whichever replica stored it). Each
 * replica subscribes to that channel once, while it holds at least one board socket, reads each new alarm
 * once and fans it out; nothing is kept per socket after it closes.
 */
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import { FrameHub, HUB_TIMING, mountSocketHub, type HubConnection, type HubFrame } from '../../lib/socket-hub';
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
  ...HUB_TIMING,
  /** A just-published alarm not yet visible to this replica's read (another transaction) is read again once. */
  rereadMs: 250,
} as const;

/** Frames to a display that cannot keep up are dropped beyond this many buffered bytes. */
const MAX_BUFFERED = 1024 * 1024;

interface Conn extends HubConnection {
  /** Opened as /screen/ws?as=display: the login frame's token is a display token. */
  asDisplay: boolean;
  /** Set at login. */
  scope: BoardScope | null;
  credential: { kind: 'bearer' | 'display'; token: string; tokenId?: string; userId?: string } | null;
}

/** The alarm id of a bus message: `{id}`, `{alarmId}` or `{alarm: {id}}`, as a string or a number. */
export function alarmIdOf(raw: unknown): string | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as { id?: unknown; alarmId?: unknown; alarm?: { id?: unknown } };
  const id = m.id ?? m.alarmId ?? m.alarm?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}

export class ScreenHub extends FrameHub<Conn> {
  private unsubscribeAlarms: (() => void) | null = null;
  private readonly unsubscribeRevoked: () => void;

  constructor(services: AppServices, log: FastifyBaseLogger) {
    super(services, log, { name: 'screen', maxBuffered: MAX_BUFFERED });
    this.unsubscribeRevoked = services.bus.subscribe(revokedChannel, (raw) => this.onRevoked(raw));
  }

  protected open(shared: HubConnection, req: FastifyRequest): Conn {
    return { ...shared, asDisplay: (req.query as { as?: unknown } | undefined)?.as === 'display', scope: null, credential: null };
  }

  protected loggedIn(conn: Conn): boolean {
    return conn.scope !== null;
  }

  protected async login(conn: Conn, token: string, frame: HubFrame): Promise<boolean> {
    const kind = conn.asDisplay || frame.extend === 'displayToken' ? 'display' : 'bearer';
    const checked = await this.check(conn, kind, token);
    if (!checked || conn.closed) return false;
    conn.credential = { kind, token, ...(checked.tokenId ? { tokenId: checked.tokenId } : {}), ...(checked.userId ? { userId: checked.userId } : {}) };
    conn.scope = checked.scope;
    this.ensureSubscribed();
    return true;
  }

  /** Every heartbeat re-checks the credential: a revoked token or a signed-out session stops the feed. */
  protected renew(conn: Conn): Promise<boolean> {
    return this.recheck(conn);
  }

  protected userOf(conn: Conn): string | null {
    return conn.credential?.userId ?? null;
  }

  protected async recheck(conn: Conn): Promise<boolean> {
    if (!conn.credential) return false;
    const checked = await this.check(conn, conn.credential.kind, conn.credential.token);
    if (!checked || conn.closed) return false;
    conn.scope = checked.scope;
    return true;
  }

  /** The scope a credential grants, or false after rejecting the socket. */
  private async check(conn: Conn, kind: 'bearer' | 'display', token: string): Promise<{ scope: BoardScope; tokenId?: string; userId?: string } | false> {
    if (!token) return this.reject(conn, serverMessage(conn.lang, 'notLoggedIn'));
    if (kind === 'display') {
      const display = await resolveDisplayToken(this.services, token);
      if (!display) return this.reject(conn, clientText(conn.lang, 'screen.tokenInvalid'));
      return { scope: { kind: 'all' }, tokenId: display.tokenId };
    }
    const user = await resolveSession(this.services, token);
    if (!user) return this.reject(conn, serverMessage(conn.lang, 'unauthorized'));
    if (!(await userMayViewBoard(this.services, user))) return this.reject(conn, clientText(conn.lang, 'screen.noAccess'));
    return { scope: scopeOfUser(user), userId: user.userId };
  }

  /** The alarm feed is read while at least one logged-in board is connected. */
  protected released(): void {
    if (this.unsubscribeAlarms && ![...this.connections].some((c) => c.scope)) {
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
    for (const conn of [...this.connections]) {
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
    for (const conn of [...this.connections]) {
      if (conn.credential?.kind === 'display' && conn.credential.tokenId === tokenId) {
        this.reject(conn, clientText(conn.lang, 'screen.tokenInvalid'));
      }
    }
  }

  stats(): { connections: number; subscribed: boolean } {
    return { connections: this.connections.size, subscribed: this.unsubscribeAlarms !== null };
  }

  override closeAll(): void {
    super.closeAll();
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
