/**
 * The notice WebSocket, GET /new/api/message/ws (SPEC §3, §4, §7; frames documented in openapi.yaml).
 * A socket logs in with the session token, then gets type 3 frames for every item published to its user,
 * on whichever replica it was published: each replica subscribes once per connected user to that user's
 * bus channel and fans frames out to the user's local sockets (one per browser tab).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { serverMessage } from '@port/config/server-messages';
import { FrameHub, HUB_CLOSE, HUB_TIMING, mountSocketHub, sharedFrame, type HubConnection, type HubFrame } from '../../lib/socket-hub';
import type { AppServices } from '../../services';
import { resolveSession } from '../auth/sessions';
import { BROADCAST_CHANNEL, parseBroadcast, parseChannelMessage, userChannel, type NoticeFrame } from './channel';
import { liveReplica } from './replica';

export const SOCKET_PATH = '/message/ws';

export const SOCKET_TIMING = {
  ...HUB_TIMING,
  /** Heartbeats re-check the session (revoked by logout or a password change) at most this often. */
  sessionRecheckMs: 60_000,
  /** How long a new subscription waits for its own probe before answering the login anyway. */
  probeMs: 2_000,
} as const;

export const CLOSE_CODES = HUB_CLOSE;

interface Connection extends HubConnection {
  /** Set once the login frame is accepted. */
  userId: string | null;
  token: string | null;
  sessionCheckedAt: number;
}

/** Notice ids remembered per user channel: a notice re-published after a Redis outage is not sent twice. */
const RECENT_IDS = 200;

interface UserChannel {
  sockets: Set<Connection>;
  /** The notices (by id) this user's sockets here were sent, newest last. */
  recent: Set<string>;
  unsubscribe: () => void;
  ready: Promise<void>;
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

export class SocketHub extends FrameHub<Connection> {
  private readonly users = new Map<string, UserChannel>();
  private readonly probes = new Map<string, () => void>();
  private readonly unsubscribeBroadcast: () => void;

  constructor(services: AppServices, log: FastifyBaseLogger) {
    super(services, log, { name: 'notice' });
    this.unsubscribeBroadcast = services.bus.subscribe(BROADCAST_CHANNEL, (raw) => {
      const frame = parseBroadcast(raw);
      if (!frame) return;
      const shared = sharedFrame(frame);
      for (const conn of this.connections) if (conn.userId) this.send(conn, shared);
    });
  }

  protected open(shared: HubConnection): Connection {
    return { ...shared, userId: null, token: null, sessionCheckedAt: 0 };
  }

  protected loggedIn(conn: Connection): boolean {
    return conn.userId !== null;
  }

  protected async login(conn: Connection, token: string, frame: HubFrame): Promise<boolean> {
    const user = token ? await resolveSession(this.services, token) : null;
    if (conn.closed) return false;
    if (!user) return this.reject(conn, serverMessage(conn.lang, 'unauthorized'));
    if (!loginNamesUser(frame.jsonObjStr, user.userId)) return this.reject(conn, serverMessage(conn.lang, 'wsIdentityMismatch'));
    if (conn.userId && conn.userId !== user.userId) this.detach(conn);
    conn.token = token;
    conn.sessionCheckedAt = this.now();
    if (!conn.userId) await this.attach(conn, user.userId);
    return true;
  }

  protected async renew(conn: Connection, token: string): Promise<boolean> {
    if (token === conn.token && this.now() - conn.sessionCheckedAt < SOCKET_TIMING.sessionRecheckMs) return true;
    return this.check(conn, token);
  }

  protected recheck(conn: Connection): Promise<boolean> {
    return this.check(conn, conn.token ?? '');
  }

  protected userOf(conn: Connection): string | null {
    return conn.userId;
  }

  /** The token must still be a live session of the socket's user. */
  private async check(conn: Connection, token: string): Promise<boolean> {
    const now = this.now();
    const user = token ? await resolveSession(this.services, token) : null;
    if (conn.closed) return false;
    if (!user || user.userId !== conn.userId) return this.reject(conn, serverMessage(conn.lang, 'unauthorized'));
    conn.token = token;
    conn.sessionCheckedAt = now;
    return true;
  }

  protected released(conn: Connection): void {
    this.detach(conn);
  }

  private async attach(conn: Connection, userId: string): Promise<void> {
    let channel = this.users.get(userId);
    if (!channel) {
      const name = userChannel(userId);
      const sockets = new Set<Connection>();
      const unsubscribe = this.services.bus.subscribe(name, (raw) => this.onBusMessage(userId, raw));
      channel = { sockets, recent: new Set(), unsubscribe, ready: this.probe(name) };
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
      // A bus that is down drops the probe: no point waiting for it.
      void this.services.bus.publish(channel, { kind: 'probe', nonce }).then((sent) => sent || done());
    });
  }

  private onBusMessage(userId: string, raw: unknown): void {
    const message = parseChannelMessage(raw);
    if (!message) return;
    if (message.kind === 'probe') {
      this.probes.get(message.nonce)?.();
      return;
    }
    // This replica pushed its own notices to its sockets before publishing them (./live).
    if (message.kind === 'notice' && message.from === liveReplica(this.services)) return;
    const channel = this.users.get(userId);
    if (!channel) return;
    if (message.kind === 'notice' && !this.firstTime(channel, message.frame.id)) return;
    const shared = sharedFrame(message.frame);
    for (const conn of channel.sockets) this.send(conn, shared);
  }

  /** True the first time a notice id is seen on the channel (and remembers it). */
  private firstTime(channel: UserChannel, id: string | undefined): boolean {
    if (id === undefined) return true;
    if (channel.recent.has(id)) return false;
    channel.recent.add(id);
    if (channel.recent.size > RECENT_IDS) channel.recent.delete(channel.recent.values().next().value!);
    return true;
  }

  /** Sends a notice to the recipients' sockets on this replica, now: no bus involved (./live). */
  deliverLocal(userIds: readonly string[], frame: NoticeFrame): void {
    let shared: ReturnType<typeof sharedFrame> | undefined;
    for (const userId of userIds) {
      const channel = this.users.get(userId);
      if (!channel || !this.firstTime(channel, frame.id)) continue;
      shared ??= sharedFrame(frame);
      for (const conn of channel.sockets) this.send(conn, shared);
    }
  }

  /** What the hub holds: all zero once every socket has closed. */
  stats(): { connections: number; users: number; probes: number } {
    return { connections: this.connections.size, users: this.users.size, probes: this.probes.size };
  }

  override closeAll(): void {
    this.unsubscribeBroadcast();
    super.closeAll();
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
