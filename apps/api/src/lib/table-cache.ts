/**
 * Answers kept per key (a user's unread counts, a list's first page) until a write to a table they are read from.
 * What keeps it right, as for the session cache (session-cache.ts):
 * - every statement that changes rows of a watched table (Kysely's builders and raw SQL alike) empties this
 *   replica's cache after it runs, and tells the other replicas over the bus to do the same;
 * - a transaction that wrote one empties it again when it commits (a read in between saw the rows from before), and
 *   a read that overlapped an emptying is not kept (tickets);
 * - nothing is served while the bus is down, nor kept across a bus outage, nor longer than its own bound (what the
 *   answer depends on the clock for, e.g. an item whose push time comes) or maxAgeMs.
 */
import { randomUUID } from 'node:crypto';
import {
  AliasNode, DeleteQueryNode, InsertQueryNode, RawNode, TableNode, UpdateQueryNode,
  type KyselyPlugin, type OperationNode, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult,
  type RootOperationNode, type UnknownRow,
} from 'kysely';
import type { Bus } from '../bus/bus';
import type { AppServices } from '../services';

interface Entry<V> {
  value: V;
  until: number;
  outages: number;
}

export class TableCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private evictions = 0;

  constructor(
    private readonly bus: Bus,
    private readonly maxAgeMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  /** Taken before reading the database: store() keeps the result only when nothing was evicted meanwhile. */
  ticket(): number {
    return this.evictions;
  }

  get(key: string, nowMs: number): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (!this.bus.up() || e.until <= nowMs || e.outages !== this.bus.outages()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  /** Keeps a value until `untilMs` at the latest (and maxAgeMs from now). */
  store(key: string, value: V, untilMs: number, nowMs: number, ticket: number): void {
    if (ticket !== this.evictions || !this.bus.up()) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: Math.min(untilMs, nowMs + this.maxAgeMs), outages: this.bus.outages() });
  }

  clear(): void {
    this.evictions++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * A cache for `services` emptied by writes to `tables`: through their database (a plugin wrapping services.db), at
 * each commit after such a write (onCommit, from the database handle), and on `channel` from the other replicas.
 * Call once, right after the services are made.
 */
export function installTableCache<V>(
  services: AppServices,
  opts: { tables: ReadonlySet<string>; channel: string; maxAgeMs: number; onCommit: (listener: () => void) => void },
): TableCache<V> {
  const cache = new TableCache<V>(services.bus, opts.maxAgeMs);
  const replica = randomUUID();
  let telling = false;
  let uncommitted = false;
  const emptied = () => {
    cache.clear();
    // One message to the other replicas per burst of writes.
    if (telling) return;
    telling = true;
    setImmediate(() => {
      telling = false;
      void services.bus.publish(opts.channel, { from: replica });
    });
  };
  services.db = services.db.withPlugin(
    tableWritesPlugin(opts.tables, () => {
      uncommitted = true;
      emptied();
    }),
  );
  opts.onCommit(() => {
    if (!uncommitted) return;
    uncommitted = false;
    emptied();
  });
  // Its own message (the bus echoes it) would empty it again for nothing.
  services.bus.subscribe(opts.channel, (raw) => {
    if ((raw as { from?: unknown } | null)?.from !== replica) cache.clear();
  });
  return cache;
}

const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)/gi;

/** The tables a statement writes: a builder's insert, update or delete (with its CTEs), or raw SQL's, read from its text. */
export function writtenTables(node: OperationNode): string[] {
  if (RawNode.is(node)) return [...node.sqlFragments.join(' ').matchAll(RAW_WRITE)].map((m) => m[1]!.toLowerCase());
  let target: OperationNode | undefined;
  if (UpdateQueryNode.is(node)) target = node.table;
  else if (InsertQueryNode.is(node)) target = node.into;
  else if (DeleteQueryNode.is(node)) target = node.from.froms[0];
  if (target && AliasNode.is(target)) target = target.node;
  const out = target && TableNode.is(target) ? [target.table.identifier.name] : [];
  // A data-modifying WITH (with … as (update …) select …) writes too.
  const ctes = (node as { with?: { expressions: ReadonlyArray<{ expression: OperationNode }> } }).with?.expressions ?? [];
  for (const cte of ctes) out.push(...writtenTables(cte.expression));
  return out;
}

/**
 * Calls onWrite after each statement that changed rows of one of `tables` (one that matched no row changed nothing);
 * `skip` leaves out writes that change nothing a reader of the cache depends on.
 */
export function tableWritesPlugin(
  tables: ReadonlySet<string>, onWrite: () => void, skip: (node: OperationNode, table: string) => boolean = () => false,
): KyselyPlugin {
  const writes = new WeakSet<object>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      if (writtenTables(node).some((t) => tables.has(t) && !skip(node, t))) writes.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      if (writes.has(queryId)) {
        writes.delete(queryId);
        if ((result.numAffectedRows ?? 0n) > 0n || result.rows.length > 0) onWrite();
      }
      return result;
    },
  };
}
