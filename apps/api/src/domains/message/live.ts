/**
 * How a notice reaches the sockets (issue 30 item 7). It is sent to this replica's own sockets first, so a notice
 * published while Redis is down still reaches a socket on the same replica; then it goes on the bus for the other
 * replicas, marked with this replica's id so its own echo is skipped. What the bus drops while Redis is down is kept
 * (bounded, for a while) and published again when the bus is back; sockets that already have it skip it by id.
 */
import type { AppServices } from '../../services';
import { userChannel, type ChannelMessage, type NoticeFrame } from './channel';
import { liveReplica } from './replica';
import { socketHub } from './socket';

export const LIVE_LIMITS = {
  /** Notices kept for re-publishing: beyond this the oldest go (the bell still finds them in the box). */
  maxPending: 10_000,
  /** A push older than this is no longer live news; the box has it. */
  maxAgeMs: 15 * 60 * 1000,
} as const;

interface Pending {
  channel: string;
  message: ChannelMessage;
  at: number;
}

interface LiveState {
  /** By user and notice id: a notice dropped twice for a user is kept once. */
  pending: Map<string, Pending>;
  flushing: boolean;
}

const states = new WeakMap<AppServices, LiveState>();

function stateOf(services: AppServices): LiveState {
  let state = states.get(services);
  if (!state) {
    const created: LiveState = { pending: new Map(), flushing: false };
    states.set(services, created);
    services.bus.onReconnect(() => void flush(services, created));
    state = created;
  }
  return state;
}

/** Notices waiting for the bus to come back (tests look at it). */
export const pendingNotices = (services: AppServices): number => stateOf(services).pending.size;

async function flush(services: AppServices, state: LiveState): Promise<void> {
  if (state.flushing) return;
  state.flushing = true;
  try {
    const oldest = Date.now() - LIVE_LIMITS.maxAgeMs;
    for (const [key, p] of [...state.pending]) {
      if (p.at < oldest) {
        state.pending.delete(key);
        continue;
      }
      // Down again: the rest wait for the next reconnect.
      if (!(await services.bus.publish(p.channel, p.message))) return;
      state.pending.delete(key);
    }
  } finally {
    state.flushing = false;
  }
}

function keep(state: LiveState, key: string, p: Pending): void {
  state.pending.delete(key);
  state.pending.set(key, p);
  // A Map iterates in insertion order: the first key is the oldest.
  while (state.pending.size > LIVE_LIMITS.maxPending) state.pending.delete(state.pending.keys().next().value!);
}

/** Pushes the frame to each recipient's sockets: this replica's now, the others' through the bus (now or once it is back). */
export async function deliverLive(services: AppServices, userIds: string[], frame: NoticeFrame): Promise<void> {
  const state = stateOf(services);
  socketHub(services)?.deliverLocal(userIds, frame);
  const message: ChannelMessage = { kind: 'notice', frame, from: liveReplica(services) };
  const CHUNK = 100;
  for (let i = 0; i < userIds.length; i += CHUNK) {
    await Promise.all(
      userIds.slice(i, i + CHUNK).map(async (id) => {
        const channel = userChannel(id);
        if (!(await services.bus.publish(channel, message))) keep(state, `${id}\n${frame.id}`, { channel, message, at: Date.now() });
      }),
    );
  }
}
