import { noticePostEntity } from '@port/sdk/domains/notice';
import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';
import { ReadsButton } from './ReadsButton';

/**
 * 通知管理 (issue 16): notices, strong reminders and popups on the shared entity pages (list, detail with preview
 * and timeline, form); the detail of a published or withdrawn post opens its read statistics (notice/reads).
 */
export const noticePages: PageRegistry = {
  ...entityPages(noticePostEntity, {
    detail: { actions: (record) => (record.status === 'draft' ? null : createElement(ReadsButton, { id: String(record.id) })) },
  }),
  'notice/reads': () => import('./ReadsPage'),
  'system/notice': () => import('./NoticePublishPage'),
};
