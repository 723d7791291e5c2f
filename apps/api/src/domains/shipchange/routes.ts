/** The handlers of openapi/paths/shipchange.yaml: all of them from the entity mechanism. */
import { entityHandlers } from '../../lib/entity/handlers';
import { shipChangeStore } from './stores';

export const shipchangeHandlers = entityHandlers(shipChangeStore, { exportTitle: 'shipchange.pages.applications' });
