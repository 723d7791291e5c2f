/**
 * Operators' data commands (cli/data.ts, docs/operators.md "Data"): backups and restores of either database, and the move of an
 * embedded (PGlite) installation into PostgreSQL with every row and sequence, checked by row counts per table.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/open';

export interface Where {
  dataDir: string;
  databaseUrl?: string | undefined;
  databaseSchema?: string | undefined;
}
export interface TableCount {
  table: string;
  source: number;
  target: number;
}

const isPostgres = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

function tool(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.error) throw new Error(`${cmd}: ${r.error.message} (install PostgreSQL's client tools)`);
  if (r.status !== 0) throw new Error(`${cmd} exited with ${r.status}`);
}

/**
 * PostgreSQL: pg_dump's custom format (only DATABASE_SCHEMA when set). PGlite: its data directory as a tarball
 * (dumpDataDir); stop the api first, PGlite's files belong to one process.
 */
export async function backup(where: Where, file: string): Promise<void> {
  if (isPostgres(where.databaseUrl)) {
    tool('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, ...(where.databaseSchema ? [`--schema=${where.databaseSchema}`] : []), where.databaseUrl]);
    return;
  }
  if (!existsSync(pgliteDir(where.dataDir))) throw new Error(`no PGlite database in ${pgliteDir(where.dataDir)}`);
  const db = new PGlite(pgliteDir(where.dataDir));
  await db.waitReady;
  const dump = await db.dumpDataDir('gzip');
  await db.close();
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * PostgreSQL: pg_restore over the database (objects of the dump dropped first, in one transaction). PGlite: the
 * tarball becomes DATA_DIR/pglite; an existing database is kept aside as pglite.before-restore-<time> (with `force`),
 * or the restore refuses.
 */
export async function restore(where: Where, file: string, force = false): Promise<void> {
  if (isPostgres(where.databaseUrl)) {
    tool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${where.databaseUrl}`, file]);
    return;
  }
  const dir = pgliteDir(where.dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    if (!force) throw new Error(`${dir} holds a database: pass --force to keep it aside and restore over it`);
    renameSync(dir, `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  }
  mkdirSync(dir, { recursive: true });
  const db = new PGlite(dir, { loadDataDir: new Blob([readFileSync(file)]) });
  await db.waitReady;
  await db.close();
}

async function tables(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'
    order by table_name`.execute(db);
  return rows.map((r) => r.name);
}

/** Parents before children (foreign keys), so the copy holds without switching constraints off. */
async function parentsFirst(db: Kysely<unknown>, names: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const unquote = (s: string) => s.replace(/^.*\./, '').replace(/"/g, '');
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const r of rows) if (unquote(r.child) === name && unquote(r.parent) !== name) visit(unquote(r.parent), path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered.filter((n) => names.includes(n));
}

async function counts(db: Kysely<unknown>, names: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const name of names) {
    const { rows } = await sql<{ n: string }>`select count(*)::text as n from ${sql.table(name)}`.execute(db);
    out.set(name, Number(rows[0]!.n));
  }
  return out;
}

const BATCH = 2000;

/**
 * Moves DATA_DIR's PGlite database into an empty PostgreSQL database (or DATABASE_SCHEMA): the target gets the same
 * migrations, then every table's rows (through row_to_json / json_populate_recordset, so every type keeps its text
 * form) and every sequence's position. Answers the row counts per table on both sides; throws when one differs.
 * The source is left as it was (stop the api first).
 */
export async function moveToPostgres(where: Where, log: (line: string) => void = () => undefined): Promise<TableCount[]> {
  if (!isPostgres(where.databaseUrl)) throw new Error('DATABASE_URL must name the PostgreSQL database to move into (postgres://…)');
  if (!existsSync(pgliteDir(where.dataDir))) throw new Error(`no PGlite database in ${pgliteDir(where.dataDir)}`);
  const probe = new pg.Client({ connectionString: where.databaseUrl });
  await probe.connect();
  try {
    const schema = where.databaseSchema ?? (await probe.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
    const existing = await probe.query<{ n: string }>(`select count(*)::text as n from information_schema.tables where table_schema = $1`, [schema]);
    if (Number(existing.rows[0]!.n) > 0) throw new Error(`the target schema "${schema}" already has tables: move into an empty database`);
  } finally {
    await probe.end();
  }

  const source = await openDatabase({ dataDir: where.dataDir });
  const target = await openDatabase({ databaseUrl: where.databaseUrl, databaseSchema: where.databaseSchema, dataDir: where.dataDir });
  try {
    const src = source.db as unknown as Kysely<unknown>;
    const dst = target.db as unknown as Kysely<unknown>;
    const names = await parentsFirst(src, await tables(src));
    await dst.transaction().execute(async (tx) => {
      // Rows some migrations insert are in the source too: the target starts from empty tables.
      if (names.length) await sql`truncate ${sql.join(names.map((n) => sql.table(n)))} cascade`.execute(tx);
      for (const name of names) {
        const { rows: cols } = await sql<{ c: string }>`
          select column_name as c from information_schema.columns
          where table_schema = current_schema() and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`.execute(src);
        const list = sql.join(cols.map((c) => sql.id(c.c)));
        let after = '(0,0)';
        let moved = 0;
        for (;;) {
          const { rows } = await sql<{ at: string; row: string }>`
            select ctid::text as at, row_to_json(t)::text as row from ${sql.table(name)} t
            where ctid > ${after}::tid order by ctid limit ${BATCH}`.execute(src);
          if (rows.length === 0) break;
          const json = `[${rows.map((r) => r.row).join(',')}]`;
          await sql`insert into ${sql.table(name)} (${list}) overriding system value
            select ${list} from json_populate_recordset(null::${sql.table(name)}, ${json}::json)`.execute(tx);
          moved += rows.length;
          after = rows[rows.length - 1]!.at;
        }
        if (moved) log(`${name}: ${moved}`);
      }
      // pg_class, not information_schema.sequences, which leaves out the identity columns' sequences.
      const { rows: seqs } = await sql<{ s: string }>`
        select c.relname as s from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'S' and n.nspname = current_schema()`.execute(src);
      for (const { s } of seqs) {
        const { rows } = await sql<{ last: string; called: boolean }>`select last_value::text as last, is_called as called from ${sql.table(s)}`.execute(src);
        await sql`select setval(${`"${s}"`}::regclass, ${rows[0]!.last}::bigint, ${rows[0]!.called})`.execute(tx);
      }
    });
    const before = await counts(src, names);
    const after = await counts(dst, names);
    const report = names.map((table) => ({ table, source: before.get(table)!, target: after.get(table)! }));
    const differ = report.filter((r) => r.source !== r.target);
    if (differ.length) throw new Error(`row counts differ: ${differ.map((d) => `${d.table} ${d.source} → ${d.target}`).join(', ')}`);
    return report;
  } finally {
    await source.close();
    await target.close();
  }
}
