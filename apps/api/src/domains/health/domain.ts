/** GET /health. */
import { defineDomain } from '../module';
import { healthHandlers } from './routes';

export const domain = defineDomain({ name: 'health', handlers: healthHandlers });
