/**
 * Chat frames (WebSocket type 5) from the notice socket to whoever listens: the toolbar's badge, the open panel,
 * the service desk. A frame is checked before it is handed on (the socket may carry anything).
 */
import type { ChatEvent } from './api';

type Listener = (event: ChatEvent) => void;
const listeners = new Set<Listener>();

export function onChatEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitChatEvent(raw: unknown): void {
  if (!raw || typeof raw !== 'object') return;
  const conversation = (raw as { conversation?: { id?: unknown } }).conversation;
  if (!conversation || typeof conversation.id !== 'string') return;
  for (const listener of [...listeners]) listener(raw as ChatEvent);
}
