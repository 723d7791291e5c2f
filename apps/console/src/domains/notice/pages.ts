import { createElement } from 'react';
import type { PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';
import { ReadsButton } from './ReadsButton';

/**
 * 通知管理 (issue 16): notices, strong reminders and popups on the shared entity pages (list, detail with preview
 * and timeline, form); the detail of a published or withdrawn post opens its read statistics (notice/reads).
 */
const post = lazyDescription('notice.post', () => import('@port/sdk/domains/notice').then((m) => m.noticePostEntity), { form: true });

export const noticePages: PageRegistry = {
  ...entityPages(post, {
    detail: { actions: (record) => (record.status === 'draft' ? null : createElement(ReadsButton, { id: String(record.id) })) },
  }),
  'notice/reads': () => import('./ReadsPage'),
  'system/notice': () => import('./NoticePublishPage'),
};
