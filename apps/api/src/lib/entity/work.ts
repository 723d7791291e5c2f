/**
 * Work items (issue 26): records that wait for an action of the caller's company. Each domain declares them once
 * — in its entity description (`work`: which states, which party acts, what the action is), turned into sources
 * here by `describedWork(store)`, or by hand for what is not an entity (`WorkSource`) — and hands them to the
 * server in its manifest (`DomainModule.work`). The queue (domains/home/work.ts) reads every source in one query.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { WorkSpec } from '@port/sdk/domain';
import type { Executor } from '../records';
import { hasPermission, type SessionUser } from '../../services';
import type { EntityStore } from './store';

/** One kind of work item, wherever it comes from. */
export interface WorkSource {
  /** Unique across domains, e.g. 'booking.booking.accept'. */
  kind: string;
  /** Text key of what the item asks (e.g. 待受理订舱). */
  label: string;
  /** The described entity whose record an item opens (the console's record route), e.g. 'booking.booking'. */
  entity: string;
  /** The transition (or page action) that answers an item, and its label's text key. */
  action: string;
  actionLabel: string;
  overdueMinutes: number;
  /**
   * The caller's items as one select of (id text, title text, since timestamptz), or null when the caller never
   * has items of this kind (not of the acting party, lacks the action's permission).
   */
  items(db: Executor, user: SessionUser): RawBuilder<unknown> | null;
  /** The table and the columns naming the companies whose queue changes when one of its rows changes (the live count). */
  parties?: { table: string; columns: readonly string[]; permission?: string };
}

/** The alias of a store's main table ('b.id' → 'b'). */
const aliasOf = (idRef: string) => (idRef.includes('.') ? idRef.slice(0, idRef.indexOf('.')) : '');

/** Whether the caller may take the item's action as its party (any actor entry naming that party, or the pool's permission). */
function mayAct<S extends string>(store: EntityStore<unknown, S, unknown, never>, w: WorkSpec<S>, user: SessionUser): boolean {
  const t = store.description.status?.transitions.find((x) => x.action === w.action);
  if (!t) throw new Error(`${store.description.name}: work ${w.kind} names no transition ${w.action}`);
  if (w.party === 'pool') return !user.platform && !!store.pool && hasPermission(user, store.pool.permission) && t.by.some((a) => !a.permission || hasPermission(user, a.permission));
  if (w.party === 'platform') return user.platform && t.by.some((a) => a.platform && (!a.permission || hasPermission(user, a.permission)));
  return t.by.some((a) => (!a.party || a.party === w.party) && (!a.permission || hasPermission(user, a.permission)) && (!a.platform || user.platform));
}

/** The work sources an entity's description declares (none when it declares no `work`). */
// Any store: the sources read only its description, columns and parties, whatever its record type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function describedWork(store: EntityStore<any, any, any, any>): WorkSource[] {
  const d = store.description;
  const flow = d.status;
  const specs = (d.work ?? []) as ReadonlyArray<WorkSpec<string>>;
  if (!flow || specs.length === 0) return [];
  const alias = aliasOf(store.id);
  const state = store.column(flow.field);
  const stateRef = typeof state === 'string' ? sql.ref(state) : state;
  const colRef = (c: string | RawBuilder<unknown>) => (typeof c === 'string' ? sql.ref(c) : c);
  return specs.map((w) => {
    const t = flow.transitions.find((x) => x.action === w.action);
    if (!t) throw new Error(`${d.name}: work ${w.kind} names no transition ${w.action}`);
    const titleCol = colRef(store.column(w.titleField ?? d.titleField));
    const partyColumn = w.party === 'pool' || w.party === 'platform' ? null : store.parties[w.party];
    if (w.party !== 'pool' && w.party !== 'platform' && !partyColumn) throw new Error(`${d.name}: work ${w.kind} names party ${w.party}, which the store does not map`);
    const bare = (c: string) => c.slice(c.lastIndexOf('.') + 1);
    return {
      kind: w.kind,
      label: w.label,
      entity: d.name,
      action: w.action,
      actionLabel: t.label,
      overdueMinutes: w.overdueMinutes,
      items(db, user) {
        if (!user.companyId && w.party !== 'pool' && w.party !== 'platform') return null;
        if (!mayAct(store, w, user)) return null;
        const who: RawBuilder<SqlBool> = w.party === 'pool' ? sql<SqlBool>`(${store.pool!.where})`
          : w.party === 'platform' ? sql<SqlBool>`true` : sql<SqlBool>`${sql.ref(partyColumn!)} = ${user.companyId}`;
        const q = store.from(db)
          .select([
            sql<string>`${sql.ref(store.id)}::text`.as('id'),
            sql<string>`coalesce(${titleCol}::text, ${sql.ref(store.id)}::text)`.as('title'),
            sql<Date>`${sql.ref(`${alias}.update_time`)}`.as('since'),
          ])
          .where(sql<SqlBool>`${stateRef}::text in (${sql.join(w.states.map(String))})`)
          .where(who);
        return sql`${q}`;
      },
      parties: {
        table: store.table,
        columns: [store.parties.owner, store.parties.counterpart, store.parties.third].filter((c): c is string => !!c).map(bare),
        ...(w.party === 'pool' && store.pool ? { permission: store.pool.permission } : {}),
      },
    };
  });
}

const installed = new WeakMap<object, readonly WorkSource[]>();

/** The server hands every domain's sources over once (server.ts, from the registry): the mechanism imports no domain. */
export function installWork(services: object, sources: readonly WorkSource[]): void {
  const seen = new Set<string>();
  for (const s of sources) {
    if (seen.has(s.kind)) throw new Error(`work kind ${s.kind} is declared twice`);
    seen.add(s.kind);
  }
  installed.set(services, sources);
}

export const workSourcesOf = (services: object): readonly WorkSource[] => installed.get(services) ?? [];
