import { arrivalNoticeEntity } from '@port/sdk/domains/arrival';
import type { PageRegistry } from '../../routing/pages';
import { entityPages } from '../../shared/entity/pages';

/** 到港信息 (/shipToSend, /shipToAdd): the shared entity pages bound to the arrival notice description. */
export const arrivalPages: PageRegistry = entityPages(arrivalNoticeEntity);
