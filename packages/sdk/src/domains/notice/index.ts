/** The notice domain (issue 16): notices, strong reminders and popups platform staff publish, and their texts. */
export { COMPANY_KINDS, NOTICE_AUDIENCES, NOTICE_KINDS, noticeChecks, noticePostEntity, type NoticePostStatus } from './post';
export { noticeTexts } from './texts';

import { noticePostEntity } from './post';
import { noticeTexts } from './texts';
import { defineSdkDomain } from '../domain';

export const domain = defineSdkDomain({ name: 'notice', entities: [noticePostEntity], texts: noticeTexts });
