import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type DatabaseConnection, type Dialect, type Driver } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { DB } from './schema';

export type Database = Kysely<DB>;

/** The PostgreSQL pool behind a database (the metrics read its counts); PGlite has none. */
export const poolOf = new WeakMap<object, { totalCount: number; idleCount: number; waitingCount: number }>();

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (tests start from a migrated, seeded copy). */
  dump?: () => Promise<Blob>;
  /** Calls `listener` after every transaction this database commits (caches that writes evict evict again then). */
  onCommit(listener: () => void): void;
}

/**
 * The dialect with a hook after each commit. A cache emptied by a write inside a transaction must be emptied again
 * when it commits: a read that ran in between saw the rows from before and may have been kept.
 */
function committing(inner: Dialect, listeners: Set<() => void>): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => {
      const d = inner.createDriver();
      const driver: Driver = {
        init: () => d.init(),
        acquireConnection: () => d.acquireConnection(),
        beginTransaction: (c, settings) => d.beginTransaction(c, settings),
        commitTransaction: async (c: DatabaseConnection) => {
          await d.commitTransaction(c);
          for (const listener of listeners) listener();
        },
        rollbackTransaction: (c) => d.rollbackTransaction(c),
        releaseConnection: (c) => d.releaseConnection(c),
        destroy: () => d.destroy(),
      };
      if (d.savepoint) driver.savepoint = d.savepoint.bind(d);
      if (d.rollbackToSavepoint) driver.rollbackToSavepoint = d.rollbackToSavepoint.bind(d);
      if (d.releaseSavepoint) driver.releaseSavepoint = d.releaseSavepoint.bind(d);
      return driver;
    },
  };
}

/** Where a database is: PostgreSQL by URL (and schema), else PGlite on disk under dataDir or in memory. */
export interface DatabasePlace {
  databaseUrl?: string | undefined;
  /** A PostgreSQL schema to work in (tests give each file its own); default: the server's search_path. */
  databaseSchema?: string | undefined;
  dataDir: string;
  /** PGlite in memory only: start from this dumped data directory (a tarball file) instead of empty. */
  pgliteTemplate?: string | undefined;
}

/**
 * PostgreSQL when a postgres:// URL is given; otherwise PGlite, on disk under dataDir, or in memory for
 * 'memory://' (tests). Not migrated: `openDatabase` (./open) connects and migrates; the migrations need every
 * domain, which this module, imported by all of them for its types, must not.
 */
export async function connectDatabase(opts: DatabasePlace): Promise<DatabaseHandle> {
  let dialect: Dialect;
  let pgliteInstance: PGlite | undefined;
  let kind: DatabaseHandle['kind'];
  let pgPool: pg.Pool | undefined;
  if (opts.databaseUrl && /^postgres(ql)?:\/\//.test(opts.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // A connection that cannot be made in this time fails the call (a database that went away answers
      // the caller's error instead of holding the request forever); keep-alive notices a silent peer.
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
      ...(opts.databaseSchema ? { options: `-c search_path=${opts.databaseSchema}` } : {}),
    });
    // A client that loses its connection emits 'error'; unhandled, that kills the process (node-postgres#2386).
    // While idle in the pool, pg-pool forwards it to the pool's 'error' (logged here); while checked out, the
    // pool's listener is detached, so every client gets its own for life: the query in flight rejects with the
    // same error (and the caller answers it), and the pool drops the broken client when it is released.
    pool.on('error', (err) => console.error('postgres: an idle connection failed:', err.message));
    pool.on('connect', (client) => client.on('error', () => undefined));
    dialect = new PostgresDialect({ pool });
    pgPool = pool;
    kind = 'postgres';
  } else {
    let pglite: PGlite;
    if (opts.databaseUrl === 'memory://') {
      pglite = opts.pgliteTemplate
        ? new PGlite({ loadDataDir: new Blob([readFileSync(opts.pgliteTemplate)]) })
        : new PGlite();
    } else {
      const dir = join(opts.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      pglite = new PGlite(dir);
    }
    await pglite.waitReady;
    dialect = new PGliteDialect(pglite);
    pgliteInstance = pglite;
    kind = 'pglite';
  }
  const commitListeners = new Set<() => void>();
  const db = new Kysely<DB>({ dialect: committing(dialect, commitListeners) });
  if (pgPool) poolOf.set(db, pgPool);
  const handle: DatabaseHandle = { db, kind, close: () => db.destroy(), onCommit: (listener) => void commitListeners.add(listener) };
  if (pgliteInstance) {
    const instance = pgliteInstance;
    handle.dump = async () => (await instance.dumpDataDir('none')) as Blob;
  }
  return handle;
}
