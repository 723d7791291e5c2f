/** The one rule of a chat message, checked by the panel before sending and by the server on receipt. */
export const CHAT_MAX_LENGTH = 2000;

export type ChatRuleFailure = { key: string; params?: Record<string, string | number> };

/** A message needs text or an attachment; text at most CHAT_MAX_LENGTH characters (trimmed). */
export function validateChatMessage(value: { content?: string | null; fileUrl?: string | null }): ChatRuleFailure | null {
  const text = (value.content ?? '').trim();
  if (!text && !value.fileUrl) return { key: 'chat.errors.empty' };
  if ([...text].length > CHAT_MAX_LENGTH) return { key: 'chat.errors.tooLong', params: { n: CHAT_MAX_LENGTH } };
  return null;
}
