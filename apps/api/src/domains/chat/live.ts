/**
 * Live chat over the notice WebSocket: a type 5 frame on the bus channel of the conversation's user and of
 * every member of the desk, so whichever replica holds their sockets forwards it. The database is written
 * first; a frame lost while the bus is down is made up by the next read of the list or the history.
 */
import type { AppServices } from '../../services';
import { userChannel, type ChatFrame } from '../message/channel';
import { deskUserIds, type ChatConversation, type ChatMessage } from './store';

export async function publishChat(
  services: AppServices,
  userId: string,
  conversation: ChatConversation,
  message?: ChatMessage,
): Promise<void> {
  const frame: ChatFrame = { type: 5, chat: { conversation, ...(message ? { message } : {}) } };
  const recipients = new Set([userId, ...(await deskUserIds(services.db))]);
  await Promise.all([...recipients].map((id) => services.bus.publish(userChannel(id), { kind: 'chat', frame })));
}
