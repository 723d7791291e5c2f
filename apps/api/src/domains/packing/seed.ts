/**
 * Demo packing lists: eight containers of the forwarder FWD001 at the terminal TML001, on containers of its seeded
 * pre-arrival declarations (so the terminal's pre-entry data comes from them), across every state; one differs from
 * the terminal's weight, one carries the terminal's own entry. Every value passes the description's rules.
 */
import type { FieldSpec } from '@port/sdk/domain';
import { cargoTotals, normalizeCargoLines, packingListEntity, parseCargoLines } from '@port/sdk/domains/packing';
import type { AppServices } from '../../services';
import { terminalRecordOf } from './store';
import { portDayStamp } from '../../lib/datetime';

const STATES = ['confirmed', 'submitted', 'draft', 'returned', 'confirmed', 'draft', 'submitted', 'cancelled'] as const;
const CARGO = [
  ['Cotton T-shirts', '610910', 'CT', 'COTTON TEE/NINGBO/C-1-UP'],
  ['LED desk lamps', '940520', 'CT', 'LAMP/MADE IN CHINA'],
  ['Stainless steel cookware', '732393', 'CS', 'KITCHEN/NB'],
  ['Polyester fabric rolls', '540752', 'RO', 'FABRIC/R-1-UP'],
  ['Office chairs', '940130', 'PK', 'CHAIR/HAMBURG'],
] as const;

export async function seedPackingLists(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('packing_lists').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'TML001']).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const terminal = companies.find((c) => c.company_code === 'TML001')?.company_id;
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  if (!forwarder || !terminal) return;
  const containers = await db.selectFrom('pre_arrivals').select(['container_no', 'seal_no', 'gross_weight', 'bl_no'])
    .where('company_id', '=', forwarder).where('terminal_company_id', '=', terminal).orderBy('create_time', 'desc').limit(STATES.length).execute();
  const now = services.now().getTime();
  const hour = 3_600_000;
  for (const [i, c] of containers.entries()) {
    const status = STATES[i]!;
    const gross = Number(c.gross_weight) + (i === 1 ? 350 : 0);
    const tare = 0;
    const [a, b] = [CARGO[i % CARGO.length]!, CARGO[(i + 2) % CARGO.length]!];
    const first = Math.round((gross - tare) * 0.6 * 1000) / 1000;
    const second = Math.round((gross - tare - first) * 1000) / 1000;
    const text = normalizeCargoLines([
      `${a[0]} | ${a[1]} | ${200 + i * 10} | ${a[2]} | ${first} | ${18 + i} | ${a[3]}`,
      `${b[0]} | ${b[1]} | ${120 + i * 5} | ${b[2]} | ${second} | ${9 + i} | ${b[3]}`,
    ].join('\n'));
    const values: Record<string, unknown> = { containerNo: c.container_no, sealNo: c.seal_no, cargoLines: text, blNo: c.bl_no };
    for (const [field, value] of Object.entries(values)) {
      const found = (packingListEntity.fields as Record<string, FieldSpec | undefined>)[field]?.validate?.map((v) => v(value)).find(Boolean);
      if (found) throw new Error(`seed packing list ${field}=${String(value)} fails ${found.key}`);
    }
    const lines = parseCargoLines(text);
    const totals = cargoTotals(lines);
    const created = new Date(now - (STATES.length - i) * 13 * hour);
    const recorded = i === 3
      ? { terminal_source: 'terminal', terminal_seal_no: c.seal_no, terminal_packages: totals.packages - 5, terminal_gross_weight: totals.grossWeight, terminal_volume: totals.volume }
      : ((await terminalRecordOf(db, terminal, c.container_no)) ?? {});
    const day = portDayStamp(created);
    await db.insertInto('packing_lists').values({
      packing_no: `ZX${day}${String(900000 + i + 1).padStart(6, '0')}`, status, company_id: forwarder, terminal_company_id: terminal, created_by: user?.user_id ?? null,
      container_no: c.container_no, size_type: i % 3 === 0 ? '40HC' : '20GP', seal_no: c.seal_no, bl_no: c.bl_no, cargo_lines: text, line_count: lines.length,
      packages: totals.packages, gross_weight: totals.grossWeight, volume: totals.volume, ...recorded,
      return_reason: status === 'returned' ? '件数与码头预录不符，请核对' : null,
      confirm_time: status === 'confirmed' ? new Date(created.getTime() + 6 * hour) : null,
      create_time: created, update_time: created,
    }).execute();
  }
}
