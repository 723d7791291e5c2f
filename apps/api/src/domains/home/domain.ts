/** The business centre's home page figures (its charts); no tables or menus of its own. */
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { defineDomain } from '../module';
import { homeOverview } from './overview';

export const domain = defineDomain({
  name: 'home',
  handlers: defineHandlers({
    getHomeOverview: async ({ services, user, req }) => homeOverview(services, requireUser(user), serverLanguage(req.headers['accept-language'])),
  }),
});
