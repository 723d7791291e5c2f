/** Sign-in, sessions, captchas and routers (tables made by 0001_foundation and 0004_accounts). */
import { defineDomain } from '../module';
import { authHandlers } from './routes';

export const domain = defineDomain({ name: 'auth', handlers: authHandlers });
