/** The board's data calls (/screen/*) and the administrator's display tokens. */
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { notFound } from '../../http/errors';
import { formatDateTime } from '../../lib/datetime';
import { parseId } from '../../lib/ids';
import { boardScope } from './access';
import { alarmRanking, alarmReport, alarmWindow, defaultGranularity, listAlarms, vehicleTotals } from './alarms';
import { hashToken } from '../../http/credentials';
import { newDisplayTokenValue } from './display-tokens';
import { revokedChannel } from './socket';

const DAY_MS = 86_400_000;

export const screenHandlers = defineHandlers({
  listAlarms: async ({ services, user, display, req, query }) => {
    const lang = serverLanguage(req.headers['accept-language']);
    const scope = await boardScope(services, lang, user, display);
    const window = alarmWindow(lang, services.now(), query);
    // PageNo and PageSize are shared parameter refs, which the route schema does not coerce: bound them here.
    const pageNo = Math.max(1, Math.floor(Number(query.pageNo ?? 1)) || 1);
    const pageSize = Math.min(50, Math.max(1, Math.floor(Number(query.pageSize ?? 10)) || 10));
    return listAlarms(services, lang, scope, window, pageNo, pageSize);
  },

  getAlarmRanking: async ({ services, user, display, req, query }) => {
    const lang = serverLanguage(req.headers['accept-language']);
    const scope = await boardScope(services, lang, user, display);
    const window = alarmWindow(lang, services.now(), query);
    return alarmRanking(services, lang, scope, window, query.groupBy ?? 'truck', query.limit ?? 10);
  },

  getAlarmReport: async ({ services, user, display, req, query }) => {
    const lang = serverLanguage(req.headers['accept-language']);
    const scope = await boardScope(services, lang, user, display);
    const window = alarmWindow(lang, services.now(), query);
    return alarmReport(services, lang, scope, window, query.granularity ?? defaultGranularity(window));
  },

  getVehicleTotals: async ({ services, user, display, req }) => {
    const lang = serverLanguage(req.headers['accept-language']);
    return vehicleTotals(services, await boardScope(services, lang, user, display));
  },

  listDisplayTokens: async ({ services }) => {
    const rows = await services.db
      .selectFrom('display_tokens as d')
      .leftJoin('users as u', 'u.user_id', 'd.created_by')
      .select(['d.id', 'd.name', 'd.create_time', 'd.expires_at', 'd.last_used_at', 'u.name as creator', 'u.mobile'])
      .where('d.revoked_at', 'is', null)
      .where('d.expires_at', '>', services.now())
      .orderBy('d.create_time', 'desc')
      .orderBy('d.id', 'desc')
      .limit(200)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      name: r.name,
      createdBy: r.creator ?? r.mobile ?? null,
      createdAt: formatDateTime(r.create_time),
      expiresAt: formatDateTime(r.expires_at),
      lastUsedAt: r.last_used_at ? formatDateTime(r.last_used_at) : null,
    }));
  },

  createDisplayToken: async ({ services, user, body }) => {
    const me = requireUser(user);
    const now = services.now();
    const token = newDisplayTokenValue();
    const name = body.name.trim();
    const expiresAt = new Date(now.getTime() + (body.ttlDays ?? 90) * DAY_MS);
    const row = await services.db
      .insertInto('display_tokens')
      .values({ name: name || body.name, token_hash: hashToken(token), created_by: me.userId, create_time: now, expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      id: String(row.id),
      name: name || body.name,
      token,
      createdBy: me.name ?? me.mobile,
      createdAt: formatDateTime(now),
      expiresAt: formatDateTime(expiresAt),
      lastUsedAt: null,
    };
  },

  revokeDisplayToken: async ({ services, query }) => {
    const id = parseId(query.id);
    const done = await services.db
      .updateTable('display_tokens')
      .set({ revoked_at: services.now() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!done) throw notFound();
    // Sockets held by any replica with this token close at once.
    await services.bus.publish(revokedChannel, { tokenId: id });
    return null;
  },
});
