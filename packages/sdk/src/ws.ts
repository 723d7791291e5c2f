/**
 * The notice WebSocket of SPEC §4/§7 (/message/ws): login frame on open, heartbeat, reconnect schedule,
 * typed events. WebSocket and timers are injectable so the schedule is testable with fake timers.
 */
import { TIMING } from '@port/config/constants';
import { createEmitter, type Listener } from './emitter';

/** What the client needs of a WebSocket (the browser's fits). */
export type WebSocketLike = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onerror' | 'onclose'
>;
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Who signs in on the socket; sent in the login frame as {userType: 1, userId, userName, orgId, orgName}. */
export interface NoticeIdentity {
  userId: string | number;
  userName: string;
  orgId: string | number;
  orgName: string;
}

export type SocketEvent =
  /** Type 0 'ws连接成功': the login was accepted. */
  | { type: 'connected' }
  /** Type 3: a notice; noticeType '1' normal (toast), '2' strong reminder (blocking modal). */
  | { type: 'notice'; id: string; content: string; noticeType: string }
  /** Type 4: shared data changed, e.g. a dictionary type (drop what was cached of it). */
  | { type: 'changed'; event: string; dictType: string }
  /** Type 5: customer-service chat; `chat` is the frame's ChatEvent (a conversation and maybe a new message). */
  | { type: 'chat'; chat: unknown }
  /** Any other message type (e.g. 2 系统消息). */
  | { type: 'message'; messageType: number; content: unknown }
  /** The connection was lost (or could not start); the next attempt comes after `delay` ms. */
  | { type: 'reconnecting'; attempt: number; delay: number };

export interface NoticeSocketOptions {
  url: string;
  /** The token (SPEC: from the Web-Token cookie); no connection is attempted without one. */
  getToken: () => string | null | undefined;
  getIdentity: () => NoticeIdentity | null | undefined;
  WebSocketImpl?: WebSocketConstructor;
  timers?: Timers;
  /** Heartbeat interval and reply time-out in ms; default TIMING.wsHeartbeat (90 s). */
  heartbeat?: number;
  /** Reconnect delays in ms, used in turn and then cycled; default TIMING.wsReconnectDelays. */
  reconnectDelays?: readonly number[];
}

export interface NoticeSocket {
  /** Subscribes; answers the unsubscribe function. */
  on(listener: Listener<SocketEvent>): () => void;
  /** True while a socket is open. */
  readonly open: boolean;
  /** Stops for good: closes the socket, cancels the heartbeat and any reconnect. */
  close(): void;
}

const OPEN = 1;
const ACTION_LOGIN = 1;
const ACTION_HEARTBEAT = 2;

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

interface IncomingMessage {
  type?: unknown;
  content?: unknown;
  noticeType?: unknown;
  id?: unknown;
  event?: unknown;
  dictType?: unknown;
  chat?: unknown;
}

function parseMessage(data: unknown): IncomingMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null ? (parsed as IncomingMessage) : null;
  } catch {
    return null;
  }
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function createNoticeSocket(options: NoticeSocketOptions): NoticeSocket {
  const timers = options.timers ?? defaultTimers;
  const heartbeat = options.heartbeat ?? TIMING.wsHeartbeat;
  const delays = options.reconnectDelays ?? TIMING.wsReconnectDelays;
  const events = createEmitter<SocketEvent>();

  let socket: WebSocketLike | null = null;
  let stopped = false;
  let attempt = 0;
  let reconnectTimer: unknown;
  let heartbeatTimer: unknown;
  let replyTimer: unknown;

  const clear = (handle: unknown): undefined => {
    if (handle !== undefined) timers.clearTimeout(handle);
    return undefined;
  };

  function stopHeartbeat(): void {
    heartbeatTimer = clear(heartbeatTimer);
    replyTimer = clear(replyTimer);
  }

  function scheduleReconnect(): void {
    if (stopped || reconnectTimer !== undefined) return;
    const delay = delays.length > 0 ? (delays[attempt % delays.length] ?? delays[0] ?? 10_000) : 10_000;
    attempt += 1;
    events.emit({ type: 'reconnecting', attempt, delay });
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  }

  /** Forgets a socket (closing it if need be) and plans the next attempt. */
  function drop(ws: WebSocketLike): void {
    if (socket !== ws) return;
    socket = null;
    stopHeartbeat();
    try {
      ws.close();
    } catch {
      // Already closed.
    }
    scheduleReconnect();
  }

  /** (Re)starts the heartbeat: a frame after `heartbeat` ms, then a reply is awaited as long again. */
  function startHeartbeat(ws: WebSocketLike): void {
    stopHeartbeat();
    heartbeatTimer = timers.setTimeout(() => {
      heartbeatTimer = undefined;
      if (socket !== ws) return;
      if (ws.readyState !== OPEN) {
        drop(ws);
        return;
      }
      ws.send(JSON.stringify({ action: ACTION_HEARTBEAT, token: options.getToken() ?? '' }));
      replyTimer = timers.setTimeout(() => {
        replyTimer = undefined;
        drop(ws); // no reply in time: close, then reconnect
      }, heartbeat);
    }, heartbeat);
  }

  function onMessage(ws: WebSocketLike, data: unknown): void {
    const message = parseMessage(data);
    if (!message) return;
    const type = Number(message.type);
    switch (type) {
      case 0:
        attempt = 0; // a successful login resets the reconnect schedule
        events.emit({ type: 'connected' });
        return;
      case 1:
        startHeartbeat(ws);
        return;
      case 3:
        events.emit({
          type: 'notice',
          id: text(message.id),
          content: text(message.content),
          noticeType: text(message.noticeType),
        });
        return;
      case 4:
        // The message channel's type 4 names a shared change ({event, dictType}); the board's socket uses
        // type 4 for an alarm ({content}): only a frame with an event is a change, any other is a message.
        if (typeof message.event === 'string') {
          events.emit({ type: 'changed', event: text(message.event), dictType: text(message.dictType) });
          return;
        }
        events.emit({ type: 'message', messageType: type, content: message.content });
        return;
      case 5:
        events.emit({ type: 'chat', chat: message.chat });
        return;
      default:
        events.emit({ type: 'message', messageType: type, content: message.content });
    }
  }

  function connect(): void {
    if (stopped) return;
    const token = options.getToken();
    const identity = options.getIdentity();
    const Impl = options.WebSocketImpl ?? (globalThis.WebSocket as WebSocketConstructor | undefined);
    if (!token || !identity || !Impl) {
      scheduleReconnect();
      return;
    }
    let ws: WebSocketLike;
    try {
      ws = new Impl(options.url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      ws.send(
        JSON.stringify({
          action: ACTION_LOGIN,
          token,
          jsonObjStr: JSON.stringify({
            userType: 1,
            userId: identity.userId,
            userName: identity.userName,
            orgId: identity.orgId,
            orgName: identity.orgName,
          }),
          extend: '',
        }),
      );
      startHeartbeat(ws);
    };
    ws.onmessage = (event) => {
      if (socket === ws) onMessage(ws, event.data);
    };
    ws.onerror = () => drop(ws);
    ws.onclose = () => drop(ws);
  }

  connect();

  return {
    on: (listener) => events.on(listener),
    get open() {
      return socket !== null && socket.readyState === OPEN;
    },
    close() {
      stopped = true;
      reconnectTimer = clear(reconnectTimer);
      stopHeartbeat();
      const ws = socket;
      socket = null;
      try {
        ws?.close();
      } catch {
        // Already closed.
      }
    },
  };
}
