/**
 * What travels on the bus between api replicas for the notice socket: one channel per user, carrying
 * ready-made WebSocket frames, plus probes a replica sends itself to learn that its subscription is live.
 */
import type { Schemas } from '@port/sdk/contract';

export type WsMessage = Schemas['WsMessage'];
export type NoticeFrame = WsMessage & { type: 3 };

/** Customer-service chat (domains/chat): a conversation of the user, or for the desk any conversation, changed. */
export type ChatFrame = WsMessage & { type: 5; chat: NonNullable<WsMessage['chat']> };

/** The work queue of the user's company changed (issue 26): the console reads GET /home/work again. */
export type WorkFrame = { type: 6; event: 'work' };

/** A notice carries the replica that sent it (`from`), which has already pushed it to its own sockets. */
export type ChannelMessage = { kind: 'notice'; frame: NoticeFrame; from?: string } | { kind: 'chat'; frame: ChatFrame } | { kind: 'work'; frame: WorkFrame } | { kind: 'probe'; nonce: string };

export const userChannel = (userId: string): string => `message:user:${userId}`;

/**
 * Shared data changed (type 4 frames): every replica's hub forwards them to all its signed-in sockets, so the
 * apps drop what they cached (e.g. a dictionary type after 字典管理 changed it) and read it again.
 */
export const BROADCAST_CHANNEL = 'message:broadcast';
export type SharedChangeFrame = { type: 4; event: 'dict'; dictType: string } | PopupsChangedFrame;
/** The popup notices changed (a notice post published or withdrawn): each console fetches its own list again. */
export type PopupsChangedFrame = { type: 4; event: 'popups'; dictType: '' };

/** A broadcast frame, checked (another process may send anything). */
export function parseBroadcast(raw: unknown): SharedChangeFrame | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as { type?: unknown; event?: unknown; dictType?: unknown };
  if (m.type === 4 && m.event === 'popups') return { type: 4, event: 'popups', dictType: '' };
  return m.type === 4 && m.event === 'dict' && typeof m.dictType === 'string' ? { type: 4, event: 'dict', dictType: m.dictType } : null;
}

/** A bus message, checked: another process (or an older replica) may send anything. */
export function parseChannelMessage(raw: unknown): ChannelMessage | null {
  if (!raw || typeof raw !== 'object') return null;
  const m = raw as { kind?: unknown; nonce?: unknown; frame?: unknown };
  if (m.kind === 'probe' && typeof m.nonce === 'string') return { kind: 'probe', nonce: m.nonce };
  if (m.kind === 'notice' && m.frame && typeof m.frame === 'object') {
    const f = m.frame as { type?: unknown; id?: unknown };
    const from = (raw as { from?: unknown }).from;
    if (f.type === 3 && typeof f.id === 'string') return { kind: 'notice', frame: m.frame as NoticeFrame, ...(typeof from === 'string' ? { from } : {}) };
  }
  if (m.kind === 'work') return { kind: 'work', frame: { type: 6, event: 'work' } };
  if (m.kind === 'chat' && m.frame && typeof m.frame === 'object') {
    const f = m.frame as { type?: unknown; chat?: unknown };
    if (f.type === 5 && f.chat && typeof f.chat === 'object') return { kind: 'chat', frame: m.frame as ChatFrame };
  }
  return null;
}
