/**
 * China's administrative divisions as the cascaders read them: level by level from the addresses table
 * (province 2 digits, city 4, county 6, town 9; each code starts with its parent's).
 */
import { issue, type Validator } from '@port/sdk/rules';
import type { Database } from '../../db/database';

export const MAX_LEVEL = 4;

/** Code length per level, and the level of a code by its length. */
const LENGTHS = [2, 4, 6, 9] as const;
export const levelOfCode = (code: string): number | null => {
  const i = LENGTHS.indexOf(code.length as (typeof LENGTHS)[number]);
  return i < 0 ? null : i + 1;
};

/**
 * The cascader depth must read as an integer from 1 to 4 (SPEC §5 'Address cascader'); absent means 4.
 * Shaped like the SDK's validators so the console's cascader can share it.
 */
export const validateAddressLevel: Validator<unknown> = (value) => {
  if (value === undefined || value === null || value === '') return null;
  return /^[1-4]$/.test(String(value).trim()) ? null : issue('address.levelInvalid');
};

export const addressLevel = (value: unknown): number =>
  value === undefined || value === null || value === '' ? MAX_LEVEL : Number(String(value).trim());

export interface AddressNode {
  value: string;
  label: string;
  isLeaf: boolean;
}

/**
 * The children of parentCode (the provinces when null) for a cascader of maxLevel levels. A child is a leaf at
 * the cascader's depth, or when it has no children of its own.
 */
export async function childrenOf(db: Database, parentCode: string | null, maxLevel: number): Promise<AddressNode[]> {
  const parentLevel = parentCode === null ? 0 : levelOfCode(parentCode);
  if (parentLevel === null || parentLevel >= maxLevel) return [];
  const childLevel = parentLevel + 1;
  let q = db
    .selectFrom('addresses as a')
    .select(['a.code', 'a.name'])
    .select((eb) =>
      eb.exists(eb.selectFrom('addresses as c').select('c.code').whereRef('c.parent_code', '=', 'a.code')).as('has_children'),
    )
    .where('a.level', '=', childLevel)
    .orderBy('a.code');
  q = parentCode === null ? q.where('a.parent_code', 'is', null) : q.where('a.parent_code', '=', parentCode);
  const rows = await q.execute();
  return rows.map((r) => ({ value: r.code, label: r.name, isLeaf: childLevel >= maxLevel || !r.has_children }));
}

export interface AddressInfo {
  code: string;
  name: string;
  level: number;
  parentCode: string | null;
  fullName: string;
  path: Array<{ code: string; name: string }>;
}

/** Each code with its path from the province, in the order asked; unknown codes are left out. */
export async function describeCodes(db: Database, codes: readonly string[]): Promise<AddressInfo[]> {
  const wanted = new Set<string>();
  for (const code of codes) {
    const level = levelOfCode(code);
    if (level === null) continue;
    for (let l = 1; l <= level; l++) wanted.add(code.slice(0, LENGTHS[l - 1]));
  }
  if (wanted.size === 0) return [];
  const rows = await db.selectFrom('addresses').select(['code', 'name', 'parent_code', 'level']).where('code', 'in', [...wanted]).execute();
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const out: AddressInfo[] = [];
  for (const code of codes) {
    const row = byCode.get(code);
    if (!row) continue;
    const path: AddressInfo['path'] = [];
    for (let l = 1; l <= row.level; l++) {
      const node = byCode.get(code.slice(0, LENGTHS[l - 1]));
      if (node) path.push({ code: node.code, name: node.name });
    }
    out.push({ code, name: row.name, level: row.level, parentCode: row.parent_code, fullName: path.map((p) => p.name).join(''), path });
  }
  return out;
}

/**
 * The map service's (GD) 6-digit adcodes over the same data: a province 33 is 330000, a city 3302 is 330200,
 * a county keeps its code. Three levels; counties are leaves.
 */
export const toAdcode = (code: string): string => code.padEnd(6, '0');

export async function gdChildrenOf(db: Database, adcode: string | null): Promise<AddressNode[]> {
  let parent: string | null;
  if (adcode === null) parent = null;
  else if (adcode.endsWith('0000')) parent = adcode.slice(0, 2);
  else if (adcode.endsWith('00')) parent = adcode.slice(0, 4);
  else return [];
  const nodes = await childrenOf(db, parent, 3);
  return nodes.map((n) => ({ ...n, value: toAdcode(n.value) }));
}
