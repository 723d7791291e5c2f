/**
 * Prints what a fresh database holds after the migrations and the demo seed, in a stable text form (migration
 * names in the order they ran, the menu tree, each platform role's menus, dictionaries, row counts, handler
 * operationIds), so a structural change can be diffed before and after: `tsx scripts/seed-snapshot.ts > a.txt`.
 * `--no-demo` seeds without demo data, `--reseed` seeds twice (a restart); ADMIN_MOBILE and ADMIN_PASSWORD are
 * read as the server reads them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/open';
import { memoryBus } from '../src/bus/bus';
import { readEnv } from '../src/env';
import { seed } from '../src/seed';
import { allHandlers } from '../src/domains';

const dir = mkdtempSync(join(tmpdir(), 'seed-snapshot-'));
const out: string[] = [];
try {
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: dir });
  const env = { ...readEnv(), dataDir: dir, seedDemo: !process.argv.includes('--no-demo'), captchaEnabled: false, gpsSimulator: false };
  const services = { env, db: handle.db, dbKind: 'pglite' as const, bus: memoryBus(), now: () => new Date() };
  await seed(services);
  if (process.argv.includes('--reseed')) await seed(services);
  const db = handle.db;
  const q = async <T,>(text: string): Promise<T[]> => (await sql.raw<T>(text).execute(db)).rows;
  out.push('# migrations');
  for (const r of await q<{ name: string }>('select name from kysely_migration order by timestamp, name')) out.push(r.name);
  out.push('# menus');
  const menus = await q<Record<string, unknown>>('select * from menus');
  const byParent = new Map<string | null, Record<string, unknown>[]>();
  for (const m of menus) byParent.set((m.parent_id as string | null) ?? null, [...(byParent.get((m.parent_id as string | null) ?? null) ?? []), m]);
  const cols = Object.keys(menus[0] ?? {}).filter((c) => !['menu_id', 'parent_id', 'create_time', 'update_time'].includes(c)).sort();
  const walk = (parent: string | null, depth: number) => {
    const kids = [...(byParent.get(parent) ?? [])].sort((a, b) => Number(a.sort) - Number(b.sort) || String(a.name).localeCompare(String(b.name)));
    for (const m of kids) {
      out.push(`${'  '.repeat(depth)}${cols.map((c) => `${c}=${JSON.stringify(m[c])}`).join(' ')}`);
      walk(m.menu_id as string, depth + 1);
    }
  };
  walk(null, 0);
  out.push('# role menus');
  for (const r of await q<{ role_key: string; names: string }>(
    `select r.role_key, string_agg(coalesce(m.path,'') || '|' || m.name, ',' order by coalesce(m.path,'') || '|' || m.name) as names
       from roles r join role_menus rm on rm.role_id = r.role_id join menus m on m.menu_id = rm.menu_id where r.company_id is null group by r.role_key order by r.role_key`,
  )) out.push(`${r.role_key}: ${r.names}`);
  out.push('# roles');
  for (const r of await q<Record<string, unknown>>('select role_key, role_name, role_sort, data_scope from roles order by role_key')) out.push(JSON.stringify(r));
  out.push('# dictionaries');
  for (const r of await q<Record<string, unknown>>('select dict_type, dict_value, dict_label, dict_sort, is_default from dict_data order by dict_type, dict_sort, dict_value')) out.push(JSON.stringify(r));
  out.push('# users');
  for (const r of await q<Record<string, unknown>>('select u.mobile, u.name, u.auth_status, u.weak_password, c.company_code, r.role_key from users u left join companies c on c.company_id = u.company_id left join user_roles ur on ur.user_id = u.user_id left join roles r on r.role_id = ur.role_id order by u.mobile, r.role_key')) out.push(JSON.stringify(r));
  out.push('# companies');
  for (const r of await q<Record<string, unknown>>('select company_code, company_name, kind, shop_status, auth_status, profile from companies order by company_code')) out.push(JSON.stringify(r));
  out.push('# articles');
  for (const r of await q<Record<string, unknown>>('select kind, title, pic_url from articles order by kind, title')) out.push(JSON.stringify(r));
  out.push('# row counts');
  const tables = await q<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by tablename");
  for (const t of tables) {
    const [c] = await q<{ n: number }>(`select count(*)::int as n from "${t.tablename}"`);
    out.push(`${t.tablename} ${c!.n}`);
  }
  out.push('# handlers');
  out.push(...Object.keys(allHandlers).sort());
  await handle.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(`${out.join('\n')}\n`);
process.exit(0);
