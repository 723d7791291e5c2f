import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticeSocket, type NoticeIdentity, type SocketEvent, type Timers } from './ws';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: WebSocket['onopen'] = null;
  onmessage: WebSocket['onmessage'] = null;
  onerror: WebSocket['onerror'] = null;
  onclose: WebSocket['onclose'] = null;
  readonly sent: unknown[] = [];
  closeCalls = 0;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  private get self(): WebSocket {
    return this as unknown as WebSocket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closeCalls += 1;
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.call(this.self, new Event('close') as CloseEvent);
  }

  // What the server side does in the tests.
  accept(): void {
    this.readyState = 1;
    this.onopen?.call(this.self, new Event('open'));
  }

  receive(message: object): void {
    this.onmessage?.call(this.self, new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.call(this.self, new Event('close') as CloseEvent);
  }

  fail(): void {
    this.onerror?.call(this.self, new Event('error'));
  }
}

const identity: NoticeIdentity = { userId: 'u1', userName: '张三', orgId: 'c9', orgName: '宁波港' };

function start(overrides: { token?: () => string | null; timers?: Timers } = {}) {
  const events: SocketEvent[] = [];
  const socket = createNoticeSocket({
    url: 'ws://portal.test/new/api/message/ws',
    getToken: overrides.token ?? (() => 'tok-1'),
    getIdentity: () => identity,
    WebSocketImpl: FakeSocket,
    ...(overrides.timers ? { timers: overrides.timers } : {}),
  });
  socket.on((event) => events.push(event));
  return { socket, events, last: () => FakeSocket.instances.at(-1) };
}

const delaysOf = (events: SocketEvent[]) => events.flatMap((e) => (e.type === 'reconnecting' ? [e.delay] : []));

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('login and heartbeat', () => {
  it('sends the login frame on open', () => {
    const { last, socket } = start();
    expect(last()?.url).toBe('ws://portal.test/new/api/message/ws');
    last()?.accept();
    expect(last()?.sent).toEqual([
      {
        action: 1,
        token: 'tok-1',
        jsonObjStr: JSON.stringify({ userType: 1, userId: 'u1', userName: '张三', orgId: 'c9', orgName: '宁波港' }),
        extend: '',
      },
    ]);
    expect(socket.open).toBe(true);
    socket.close();
  });

  it('sends a heartbeat every 90 s while replies (type 1) come back', () => {
    const { last, socket } = start();
    const ws = last()!;
    ws.accept();
    vi.advanceTimersByTime(89_999);
    expect(ws.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(ws.sent[1]).toEqual({ action: 2, token: 'tok-1' });

    vi.advanceTimersByTime(5_000);
    ws.receive({ type: 1 }); // the reply resets the heartbeat
    vi.advanceTimersByTime(89_999);
    expect(ws.sent).toHaveLength(2);
    expect(ws.closeCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ws.sent).toHaveLength(3);
    expect(ws.sent[2]).toEqual({ action: 2, token: 'tok-1' });
    socket.close();
  });

  it('closes when no reply arrives within the time-out, then reconnects after 10 s', () => {
    const { last, events, socket } = start();
    const ws = last()!;
    ws.accept();
    vi.advanceTimersByTime(90_000); // heartbeat sent
    vi.advanceTimersByTime(89_999);
    expect(ws.closeCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ws.closeCalls).toBe(1);
    expect(delaysOf(events)).toEqual([10_000]);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
    socket.close();
  });

  it('reconnects when the heartbeat finds the socket no longer open', () => {
    const { last, events, socket } = start();
    const ws = last()!;
    ws.accept();
    ws.readyState = 2; // closing, without a close event yet
    vi.advanceTimersByTime(90_000);
    expect(ws.sent).toHaveLength(1); // no heartbeat frame on a dead socket
    expect(delaysOf(events)).toEqual([10_000]);
    socket.close();
  });
});

describe('messages', () => {
  it('type 0 is connected, type 3 a notice, others a message', () => {
    const { last, events, socket } = start();
    const ws = last()!;
    ws.accept();
    ws.receive({ type: 0, content: 'ws连接成功' });
    ws.receive({ type: 3, id: 42, content: '<p>码头作业通知</p>', noticeType: '2' });
    ws.receive({ type: '3', id: 'n-2', content: '普通通知', noticeType: 1 });
    ws.receive({ type: 2, content: '系统消息' });
    ws.onmessage?.call(ws as unknown as WebSocket, new MessageEvent('message', { data: 'not json' }));
    expect(events).toEqual([
      { type: 'connected' },
      { type: 'notice', id: '42', content: '<p>码头作业通知</p>', noticeType: '2' },
      { type: 'notice', id: 'n-2', content: '普通通知', noticeType: '1' },
      { type: 'message', messageType: 2, content: '系统消息' },
    ]);
    socket.close();
  });

  it('type 4 with an event is a shared change; the board\u2019s type 4 alarm (content, no event) stays a message', () => {
    const { last, events, socket } = start();
    const ws = last()!;
    ws.accept();
    ws.receive({ type: 4, event: 'dict', dictType: 'truck_type' });
    ws.receive({ type: 4, content: { id: '67', truckLicense: '浙BD1002', abnormalTime: '2026-11-26 03:52:16' } });
    expect(events).toEqual([
      { type: 'changed', event: 'dict', dictType: 'truck_type' },
      { type: 'message', messageType: 4, content: { id: '67', truckLicense: '浙BD1002', abnormalTime: '2026-11-26 03:52:16' } },
    ]);
    socket.close();
  });

  it('type 5 hands on the chat event', () => {
    const { last, events, socket } = start();
    const ws = last()!;
    ws.accept();
    const chat = { conversation: { id: '7', status: 'taken', userUnread: 1 } };
    ws.receive({ type: 5, chat });
    expect(events).toEqual([{ type: 'chat', chat }]);
    socket.close();
  });
});

describe('reconnect schedule', () => {
  it('waits 10 s, 30 s, 60 s, 10 s, then cycles the list again', () => {
    const { last, events, socket } = start();
    for (let i = 0; i < 6; i += 1) {
      last()!.drop();
      const delay = delaysOf(events).at(-1)!;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.instances).toHaveLength(i + 1);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances).toHaveLength(i + 2);
    }
    expect(delaysOf(events)).toEqual([10_000, 30_000, 60_000, 10_000, 10_000, 30_000]);
    socket.close();
  });

  it('starts again from 10 s after a successful login answer', () => {
    const { last, events, socket } = start();
    last()!.drop();
    vi.advanceTimersByTime(10_000);
    last()!.drop();
    vi.advanceTimersByTime(30_000);
    last()!.accept();
    last()!.receive({ type: 0 });
    last()!.drop();
    expect(delaysOf(events)).toEqual([10_000, 30_000, 10_000]);
    socket.close();
  });

  it('an error followed by a close schedules one reconnect', () => {
    const { last, events, socket } = start();
    const ws = last()!;
    ws.accept();
    ws.fail();
    ws.drop();
    expect(delaysOf(events)).toEqual([10_000]);
    expect(ws.closeCalls).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(2);
    socket.close();
  });

  it('without a token it does not connect, and retries on the same schedule', () => {
    let token: string | null = null;
    const { events, socket } = start({ token: () => token });
    expect(FakeSocket.instances).toHaveLength(0);
    vi.advanceTimersByTime(10_000); // first retry: still no token
    expect(FakeSocket.instances).toHaveLength(0);
    expect(delaysOf(events)).toEqual([30_000]);
    token = 'tok-2';
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
    FakeSocket.instances[0]!.accept();
    expect(FakeSocket.instances[0]!.sent[0]).toMatchObject({ action: 1, token: 'tok-2' });
    socket.close();
  });
});

describe('close()', () => {
  it('stops for good: closes the socket, no heartbeat, no reconnect', () => {
    const { last, events, socket } = start();
    const ws = last()!;
    ws.accept();
    socket.close();
    expect(ws.closeCalls).toBe(1);
    expect(socket.open).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(ws.sent).toHaveLength(1);
    expect(delaysOf(events)).toEqual([]);
  });

  it('also cancels a pending reconnect', () => {
    const { last, socket } = start();
    last()!.drop();
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('injected timers', () => {
  it('uses the timers it is given', () => {
    vi.useRealTimers();
    const scheduled: Array<{ ms: number; run: () => void; cancelled: boolean }> = [];
    const timers: Timers = {
      setTimeout: (run, ms) => {
        const entry = { ms, run, cancelled: false };
        scheduled.push(entry);
        return entry;
      },
      clearTimeout: (handle) => {
        (handle as { cancelled: boolean }).cancelled = true;
      },
    };
    const { last, socket } = start({ timers });
    last()!.accept();
    expect(scheduled.map((s) => s.ms)).toEqual([90_000]);
    scheduled[0]!.run();
    expect(last()!.sent.at(-1)).toEqual({ action: 2, token: 'tok-1' });
    expect(scheduled.map((s) => s.ms)).toEqual([90_000, 90_000]);
    socket.close();
    expect(scheduled[1]!.cancelled).toBe(true);
  });
});
