/** The handlers of openapi/paths/vessel.yaml: all of them from the entity mechanism. */
import { entityHandlers } from '../../lib/entity/handlers';
import { vesselStore, voyageStore } from './stores';

export const vesselHandlers = {
  ...entityHandlers(vesselStore, { exportTitle: 'vessel.pages.vessels' }),
  ...entityHandlers(voyageStore, { exportTitle: 'vessel.pages.voyages' }),
};
