/** The chat calls of the console (openapi/paths/chat.yaml): the user's side and the service desk's. */
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../app/api';

export type ChatConversation = Schemas['ChatConversation'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatEvent = Schemas['ChatEvent'];
export type ChatSend = Schemas['ChatSend'];
export type DeskQuery = OpQuery<'listChatDesk'>;

export const PAGE_SIZE = 30;

export const myChat = () => unwrap(api.GET('/chat/mine'));
export const chatMessages = (id: string, before?: string) =>
  unwrap(api.GET('/chat/conversations/{id}/messages', { params: { path: { id }, query: { pageSize: PAGE_SIZE, ...(before ? { before } : {}) } } }));
export const sendChat = (body: ChatSend) => unwrap(api.POST('/chat/messages', { body }));
export const readChat = (id: string) => unwrap(api.POST('/chat/conversations/{id}/read', { params: { path: { id } } }));

export const deskConversations = (query: DeskQuery) => unwrap(api.GET('/chat/desk/conversations', { params: { query } }));
export const takeChat = (id: string) => unwrap(api.POST('/chat/desk/conversations/{id}/take', { params: { path: { id } } }));
export const closeChat = (id: string) => unwrap(api.POST('/chat/desk/conversations/{id}/close', { params: { path: { id } } }));
export const replyChat = (id: string, body: ChatSend) => unwrap(api.POST('/chat/desk/conversations/{id}/messages', { params: { path: { id } }, body }));

/** An attachment through the upload rules of every file (POST /base/file/upload, bizType common: type and size checked). */
export async function uploadChatFile(file: File): Promise<{ fileUrl: string; fileName: string }> {
  const form = new FormData();
  form.append('bizType', 'common');
  form.append('file', file);
  return unwrap(
    api.POST('/base/file/upload', {
      body: form as never,
      // The browser writes the multipart boundary itself.
      bodySerializer: (b: unknown) => b as FormData,
    }),
  ) as Promise<{ fileUrl: string; fileName: string }>;
}

/** A message id made once per message: sending it again (a retry) answers the stored message. */
export const newClientMsgId = (): string => `c${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
