/** The notice calls the console makes too: the user's popups and unread items, and marking them read. */
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../lib/api';

export type PopupConfig = Schemas['PopupNoticeConfig'];
export type Notice = Schemas['Notice'];

/** Notice calls use userType 1 (SPEC §6). */
const NOTICE_USER_TYPE = 1;

export const fetchPopups = (): Promise<PopupConfig[]> => unwrap(api.GET('/message/popup/list'));

/** Popups addressed to everyone, for a visitor who is not signed in (each counted in this browser). */
export const fetchPublicPopups = (): Promise<PopupConfig[]> => unwrap(api.GET('/message/popup/public'));

export const markPopupRead = (configId: string): Promise<unknown> => unwrap(api.POST('/message/popup/read', { body: { configId } }));

/** Unread strong reminders (noticeType '2'), oldest first: each is acknowledged in turn. */
export async function fetchStrongReminders(userId: string): Promise<Notice[]> {
  const list = await unwrap(api.GET('/message/messageTemplate/queryUnReadNotice', { params: { query: { userType: NOTICE_USER_TYPE, userId } } }));
  return list.noticeTypeVos.flatMap((v) => v.content).filter((n) => n.noticeType === '2').reverse();
}

export const markNoticeRead = (id: string): Promise<unknown> => unwrap(api.POST('/message/messageTemplate/readNotice', { params: { query: { id } } }));
