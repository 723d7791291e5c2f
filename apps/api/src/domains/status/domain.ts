/** The status page (issue 18): the product's own health checks, sampled every minute, and the public GET /status. */
import { defineDomain } from '../module';
import * as migration from './migration';
import { statusHandlers } from './routes';
import { startStatusChecks } from './checks';

export const domain = defineDomain({
  name: 'status',
  handlers: statusHandlers,
  migrations: { '0065_status': migration },
  start: startStatusChecks,
});
