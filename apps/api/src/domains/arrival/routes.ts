/** The handlers of openapi/paths/arrival.yaml: all of them from the entity mechanism. */
import { entityHandlers } from '../../lib/entity/handlers';
import { arrivalNoticeStore } from './stores';

export const arrivalHandlers = entityHandlers(arrivalNoticeStore, { exportTitle: 'arrival.pages.notices' });
