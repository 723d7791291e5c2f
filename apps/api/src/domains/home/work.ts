/**
 * GET /home/work: the caller's work queue (issue 26) — every domain's work sources (module.ts `work`) read in one
 * query (a union of each source's select), counted per kind and listed oldest first with their age; overdue past
 * the kind's limit (work_limits, else the description's default). GET/PUT /home/work/limits: the limits (platform).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { ServerLanguage } from '@port/config/server-messages';
import { invalid } from '../../http/errors';
import { workSourcesOf, type WorkSource } from '../../lib/entity/work';
import { formatDateTime } from '../../lib/datetime';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';

type WorkQueue = Schemas['WorkQueue'];

/** Each kind's limit in minutes: the stored one, else the description's default. */
async function limitsOf(services: AppServices, sources: readonly WorkSource[]): Promise<Map<string, number>> {
  const stored = await services.db.selectFrom('work_limits').select(['kind', 'minutes']).execute();
  const byKind = new Map(stored.map((r) => [r.kind, r.minutes]));
  return new Map(sources.map((s) => [s.kind, byKind.get(s.kind) ?? s.overdueMinutes]));
}

/** The kind in the caller's language: what the records are and what the item asks (订舱委托 · 受理). */
function kindLabel(lang: ServerLanguage, s: WorkSource): string {
  return `${clientText(lang, s.label)} · ${clientText(lang, s.actionLabel)}`;
}

export async function workQueue(
  services: AppServices, user: SessionUser, lang: ServerLanguage, query: { limit?: number; kind?: string },
): Promise<WorkQueue> {
  const all = workSourcesOf(services).filter((s) => !query.kind || s.kind === query.kind);
  const mine = all.map((s) => ({ s, q: s.items(services.db, user) })).filter((x): x is { s: WorkSource; q: RawBuilder<unknown> } => x.q !== null);
  if (mine.length === 0) return { total: 0, overdue: 0, kinds: [], items: [] };
  const limits = await limitsOf(services, all);
  const now = services.now();
  // One statement: each source's items tagged with its kind and its overdue threshold, then counted and listed.
  const union = sql.join(
    mine.map(({ s, q }) => sql`select ${s.kind}::text as kind, w.id, w.title, w.since, w.since < ${new Date(now.getTime() - limits.get(s.kind)! * 60_000)} as overdue from (${q}) as w`),
    sql` union all `,
  );
  const limit = Math.min(Math.max(Number(query.limit) || 50, 1), 200);
  const { rows } = await sql<{ kind: string; id: string | null; title: string | null; since: Date; overdue: boolean; n: number; late: number }>`
    with w as (${union})
    select * from (
      (select kind, null::text as id, null::text as title, min(since) as since, false as overdue, count(*)::int as n, (count(*) filter (where overdue))::int as late
        from w group by kind)
      union all
      (select kind, id, title, since, overdue, 0 as n, 0 as late from w order by since asc, id asc limit ${limit})
    ) as q`.execute(services.db);
  const byKind = new Map(mine.map(({ s }) => [s.kind, s]));
  const counts = rows.filter((r) => r.id === null).sort((a, b) => +new Date(a.since) - +new Date(b.since));
  const items = rows.filter((r) => r.id !== null).sort((a, b) => +new Date(a.since) - +new Date(b.since) || a.id!.localeCompare(b.id!));
  return {
    total: counts.reduce((n, r) => n + r.n, 0),
    overdue: counts.reduce((n, r) => n + r.late, 0),
    kinds: counts.map((r) => {
      const s = byKind.get(r.kind)!;
      return { kind: r.kind, label: kindLabel(lang, s), entity: s.entity, action: s.action, count: r.n, overdue: r.late, limitMinutes: limits.get(r.kind)!, oldest: formatDateTime(new Date(r.since)) };
    }),
    items: items.map((r) => {
      const s = byKind.get(r.kind)!;
      const since = new Date(r.since);
      return {
        kind: r.kind, entity: s.entity, id: r.id!, title: r.title ?? r.id!, action: s.action, since: formatDateTime(since),
        ageMinutes: Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000)), overdue: !!r.overdue,
      };
    }),
  };
}

export async function listWorkLimits(services: AppServices, lang: ServerLanguage): Promise<Array<Schemas['WorkLimit']>> {
  const sources = workSourcesOf(services);
  const limits = await limitsOf(services, sources);
  return sources.map((s) => ({ kind: s.kind, label: kindLabel(lang, s), minutes: limits.get(s.kind)!, defaultMinutes: s.overdueMinutes }));
}

export async function setWorkLimit(
  services: AppServices, user: SessionUser, lang: ServerLanguage, body: { kind: string; minutes: number | null },
): Promise<Schemas['WorkLimit']> {
  const source = workSourcesOf(services).find((s) => s.kind === body.kind);
  if (!source) throw invalid(clientText(lang, 'console.home.work.kindUnknown'), 'body.kind');
  if (body.minutes === null) await services.db.deleteFrom('work_limits').where('kind', '=', body.kind).execute();
  else {
    await services.db.insertInto('work_limits').values({ kind: body.kind, minutes: body.minutes, update_by: user.userId, update_time: services.now() })
      .onConflict((oc) => oc.column('kind').doUpdateSet({ minutes: body.minutes!, update_by: user.userId, update_time: services.now() })).execute();
  }
  return { kind: source.kind, label: kindLabel(lang, source), minutes: body.minutes ?? source.overdueMinutes, defaultMinutes: source.overdueMinutes };
}
