/**
 * GET /status (public): the current state of every component (a fresh check, at most every 15 s), its share of
 * 'up' samples on each of the last 90 days of the port's calendar (PORT_TIME_ZONE) and the incidents of those
 * days: runs of consecutive non-up samples of one component, ended by its next 'up' sample (open while none).
 */
import { sql } from 'kysely';
import { defineHandlers } from '../../http/contract';
import { formatDateTime, portDayNumber, portDayStart, sqlPortDay } from '../../lib/datetime';
import type { AppServices } from '../../services';
import { checkOnce, COMPONENTS, type Component, type State } from './checks';

export const DAYS = 90;
const DAY_MS = 86_400_000;
const FRESH_MS = 15_000;

const dayNumber = (at: Date) => portDayNumber(at);
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const worse = (a: State, b: State): State => (a === 'down' || b === 'down' ? 'down' : a === 'degraded' || b === 'degraded' ? 'degraded' : 'up');

type Day = { day: string; uptime: number | null; worst: State | null };
type Incident = { component: Component; state: State; start: string; end: string | null; minutes: number };
type Report = {
  updatedAt: string;
  overall: State;
  history: boolean;
  components: Array<{ name: Component; state: State; uptime: number | null; days: Day[] }>;
  incidents: Incident[];
};

async function history(services: AppServices, today: number) {
  const since = portDayStart(dayText(today - DAYS + 1));
  const perDay = await sql<{ component: Component; day: number; total: string; up: string; down: string; degraded: string }>`
    select component, (${sqlPortDay(sql.ref('minute'))} - date '1970-01-01')::int as day,
      count(*) as total, count(*) filter (where state = 'up') as up,
      count(*) filter (where state = 'down') as down, count(*) filter (where state = 'degraded') as degraded
    from status_samples where minute >= ${since}
    group by 1, 2`.execute(services.db);
  const runs = await sql<{ component: Component; start: Date; last: Date; worst: string; end: Date | null }>`
    with s as (
      select component, minute, state,
        count(*) filter (where state = 'up') over (partition by component order by minute) as grp
      from status_samples where minute >= ${since}
    ), r as (
      select component, grp, min(minute) as start, max(minute) as last,
        case when bool_or(state = 'down') then 'down' else 'degraded' end as worst
      from s where state <> 'up' group by component, grp
    )
    select r.component, r.start, r.last, r.worst,
      (select min(u.minute) from status_samples u where u.component = r.component and u.minute > r.last and u.state = 'up') as "end"
    from r order by r.start desc limit 200`.execute(services.db);
  return { perDay: perDay.rows, runs: runs.rows };
}

async function report(services: AppServices): Promise<Report> {
  const states = await checkOnce(services);
  const now = services.now();
  const today = dayNumber(now);
  const found = await history(services, today).catch(() => null);
  const byKey = new Map((found?.perDay ?? []).map((r) => [`${r.component}|${r.day}`, r]));
  const components = COMPONENTS.map((name) => {
    let total = 0;
    let up = 0;
    const days: Day[] = [];
    for (let d = today - DAYS + 1; d <= today; d++) {
      const row = byKey.get(`${name}|${d}`);
      if (!row) {
        days.push({ day: dayText(d), uptime: null, worst: null });
        continue;
      }
      total += Number(row.total);
      up += Number(row.up);
      const worst: State = Number(row.down) > 0 ? 'down' : Number(row.degraded) > 0 ? 'degraded' : 'up';
      days.push({ day: dayText(d), uptime: Math.floor((Number(row.up) / Number(row.total)) * 10_000) / 100, worst });
    }
    return { name, state: states[name], uptime: total ? Math.floor((up / total) * 10_000) / 100 : null, days };
  });
  const incidents: Incident[] = (found?.runs ?? []).map((r) => {
    const start = new Date(r.start);
    const end = r.end ? new Date(r.end) : null;
    const until = end ?? new Date(new Date(r.last).getTime() + 60_000);
    return {
      component: r.component,
      state: r.worst === 'down' ? 'down' : 'degraded',
      start: formatDateTime(start),
      end: end ? formatDateTime(end) : null,
      minutes: Math.max(1, Math.round((until.getTime() - start.getTime()) / 60_000)),
    };
  });
  return {
    updatedAt: formatDateTime(now),
    overall: COMPONENTS.reduce<State>((w, c) => worse(w, states[c]), 'up'),
    history: found !== null,
    components,
    incidents,
  };
}

/** The last answer of each server, reused for FRESH_MS: the page is public and the history query is not free. */
const cached = new WeakMap<AppServices, { at: number; value: Promise<Report> }>();

export const statusHandlers = defineHandlers({
  getStatus: async ({ services }) => {
    const at = services.now().getTime();
    const hit = cached.get(services);
    if (hit && at - hit.at < FRESH_MS && at >= hit.at) return hit.value;
    const value = report(services);
    cached.set(services, { at, value });
    value.catch(() => cached.delete(services));
    return value;
  },
});
