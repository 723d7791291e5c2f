import type {} from './tables';
import { defineHandlers, requireUser } from '../../../http/contract';
import { notFound } from '../../../http/errors';
import type { AppServices } from '../../../services';
import { signedLink } from '../../../lib/file-links';
import { articleDetail, audiences, pageArticles, sitePage, type CoverLink } from './articles';
import { ediPlatforms, issueEdiToken, withToken } from './edi';

const CONTENT_TYPES = ['NOTICE', 'MESSAGE', 'TODO'] as const;
type ContentType = (typeof CONTENT_TYPES)[number];
const isContentType = (s: string): s is ContentType => (CONTENT_TYPES as readonly string[]).includes(s);

const coverLink = (services: AppServices): CoverLink => (path) => signedLink(services.env.signingSecret, path, services.now()).url;

/** The portal's articles and site pages, EDI sign-on links and mobile push settings. */
export const contentHandlers = defineHandlers({
  getPublishMessage: async ({ services, body, user }) =>
    pageArticles(services.db, 'notice', audiences(body.userType, user), body.pageNo, body.pageSize, services.now(), coverLink(services)),

  getSearchInformation: async ({ services, body, user }) =>
    pageArticles(services.db, 'news', audiences(body.userType, user), body.pageNo, body.pageSize, services.now(), coverLink(services)),

  getPublishDetail: async ({ services, body, user }) => {
    // The detail page has no userType of its own: a signed-in caller may read what signed-in users may.
    const found = await articleDetail(services.db, body.id, body.type ? [body.type] : ['notice', 'news'], audiences(user ? 1 : 0, user), services.now(), coverLink(services));
    if (!found) throw notFound();
    return found;
  },

  getSitePage: async ({ services, body }) => {
    const found = await sitePage(services.db, body.type, services.now());
    if (!found) throw notFound();
    return found;
  },

  getEdiToken: async ({ services, user }) => {
    const me = requireUser(user);
    const { token, claims } = issueEdiToken(services.env.signingSecret, me, services.now());
    const [main] = await ediPlatforms(services.db);
    return {
      token,
      expiresIn: claims.exp - claims.iat,
      platformUrl: main ? withToken(main.url, main.sso ? token : null) : '',
    };
  },

  getEdiPlatform: async ({ services, user, query }) => {
    const me = requireUser(user);
    const rows = await ediPlatforms(services.db, query.platformCode);
    if (query.platformCode && rows.length === 0) throw notFound();
    return rows.map((p) => ({
      platformCode: p.platform_code,
      platformName: p.platform_name,
      url: withToken(p.url, p.sso ? issueEdiToken(services.env.signingSecret, me, services.now()).token : null),
    }));
  },

  getPushConfig: async ({ services, user, query }) => {
    const me = requireUser(user);
    const row = await services.db
      .selectFrom('push_configs')
      .selectAll()
      .where('client_type', '=', query.clientType ?? 'android')
      .executeTakeFirst();
    if (!row) return { userId: me.userId, enabled: false, contentTypes: [], appKey: null };
    return {
      userId: me.userId,
      enabled: row.enabled,
      contentTypes: row.content_types.split(',').map((s) => s.trim()).filter(isContentType),
      appKey: row.app_key,
    };
  },

  addPushLog: async ({ services, user, query }) => {
    const me = requireUser(user);
    await services.db
      .insertInto('push_logs')
      .values({ user_id: me.userId, message_id: query.messageId, device_id: query.deviceId ?? '', event: query.event ?? 'received', create_time: services.now() })
      .onConflict((oc) => oc.columns(['user_id', 'message_id', 'device_id', 'event']).doNothing())
      .execute();
    return null;
  },
});
