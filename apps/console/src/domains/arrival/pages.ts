import type { PageRegistry } from '../../routing/pages';
import { entityPages, lazyDescription } from '../../shared/entity/pages';

const notice = lazyDescription('arrival.notice', () => import('@port/sdk/domains/arrival').then((m) => m.arrivalNoticeEntity), { form: true });

/** 到港信息 (/shipToSend, /shipToAdd): the shared entity pages bound to the arrival notice description. */
export const arrivalPages: PageRegistry = entityPages(notice);
