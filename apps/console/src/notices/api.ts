/** The notice service calls (SPEC §7 'Messages, notices and EDI'); answers are checked against '0000'. */
import type { OpBody, Schemas } from '@port/sdk/contract';
import { isSuccessCode } from '@port/sdk';
import { api, unwrap } from '../app/api';

export type Notice = Schemas['Notice'];
export type NoticeList = Schemas['NoticeList'];
export type ContentType = Schemas['ContentType'];
export type PopupConfig = Schemas['PopupNoticeConfig'];
export type NoticePageQuery = OpBody<'queryNoticePage'>;

/** Notice and WebSocket calls use userType 1 (SPEC §6). */
export const NOTICE_USER_TYPE = 1;

export function fetchUnread(userId: string): Promise<NoticeList> {
  return unwrap(
    api.GET('/message/messageTemplate/queryUnReadNotice', {
      params: { query: { userType: NOTICE_USER_TYPE, userId } },
    }),
  );
}

/** Marks one item read; answers whether the server said '0000' (then the list is reloaded). */
export async function markRead(id: string): Promise<boolean> {
  const { data } = await api.POST('/message/messageTemplate/readNotice', { params: { query: { id } } });
  return isSuccessCode(data?.code);
}

export function markAllRead(contentType?: ContentType): Promise<unknown> {
  return unwrap(
    api.POST('/message/messageTemplate/readNoticeList', { params: { query: contentType ? { contentType } : {} } }),
  );
}

export function fetchNoticePage(query: NoticePageQuery) {
  return unwrap(api.POST('/message/messageTemplate/queryPageNoticeList', { body: query }));
}

export function fetchPopups(): Promise<PopupConfig[]> {
  return unwrap(api.GET('/message/popup/list'));
}

export function markPopupRead(configId: string): Promise<unknown> {
  return unwrap(api.POST('/message/popup/read', { body: { configId } }));
}
