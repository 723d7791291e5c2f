/**
 * Demo weighing orders of the forwarder FWD001 and the fleet FLT001 at the terminal TML001, one in each state: ordered
 * (fee held), weighed (weighing list written, fee settled), VGM confirmed, cancelled (fee released) — all through the
 * ledger functions and the same computation the terminal's weighing runs. Container numbers carry their ISO 6346 check
 * digit; every row passes the description's rules.
 */
import { sql } from 'kysely';
import { checkRecord, type FieldSpec } from '@port/sdk/domain';
import { containerNumberOf } from '@port/sdk/rules';
import { weighOrderEntity, weighingIssue, weighResult } from '@port/sdk/domains/weigh';
import type { AppServices } from '../../services';
import { clientText } from '../../lib/text';
import { hold, release, settle } from '../ledger/ledger';
import { weighFeeCents } from './fee';
import { WEIGH, detailPath } from './store';
import { portDayStamp } from '../../lib/datetime';

type Plan = { company: 'FWD001' | 'FLT001'; mobile: string; status: 'ordered' | 'weighed' | 'confirmed' | 'cancelled'; direction: 'export' | 'import'; station: 'BL' | 'WL' | 'MT';
  owner: string; serial: number; size: '20' | '40'; type: 'GP' | 'HC'; plate: string; tare?: number; gross?: number };

const PLANS: Plan[] = [
  { company: 'FWD001', mobile: '13800000002', status: 'ordered', direction: 'export', station: 'BL', owner: 'MSKU', serial: 604120, size: '40', type: 'HC', plate: '浙B3K871' },
  { company: 'FWD001', mobile: '13800000002', status: 'weighed', direction: 'export', station: 'WL', owner: 'CSNU', serial: 811245, size: '20', type: 'GP', plate: '浙B5M203', tare: 2_230, gross: 24_870 },
  { company: 'FWD001', mobile: '13800000002', status: 'confirmed', direction: 'export', station: 'MT', owner: 'OOLU', serial: 172930, size: '40', type: 'GP', plate: '浙B7Q556', tare: 3_750, gross: 27_410 },
  { company: 'FLT001', mobile: '13800000003', status: 'weighed', direction: 'import', station: 'BL', owner: 'CMAU', serial: 455019, size: '40', type: 'HC', plate: '浙B2D918', tare: 3_960, gross: 21_300 },
  { company: 'FLT001', mobile: '13800000003', status: 'cancelled', direction: 'import', station: 'MT', owner: 'TGHU', serial: 338870, size: '20', type: 'GP', plate: '浙B8H430' },
];

export async function seedWeighOrders(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('weigh_orders').select('id').limit(1).executeTakeFirst()) return;
  const terminal = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirst();
  const weigher = await db.selectFrom('users').select(['user_id', 'name']).where('mobile', '=', '13800000006').executeTakeFirst();
  if (!terminal) return;
  const now = services.now().getTime();
  const hour = 3_600_000;
  for (const [i, p] of PLANS.entries()) {
    const company = await db.selectFrom('companies').select('company_id').where('company_code', '=', p.company).executeTakeFirst();
    const user = await db.selectFrom('users').select('user_id').where('mobile', '=', p.mobile).executeTakeFirst();
    if (!company) continue;
    const values = {
      terminalId: terminal.company_id, station: p.station, direction: p.direction, containerNo: containerNumberOf(p.owner, p.serial), ctnSize: p.size, ctnType: p.type,
      sealNo: `SL${660100 + i}`, truckLicense: p.plate, cargoName: ['日用百货', '机械配件', '纺织品', '五金工具', '塑料制品'][i]!,
      vgmMethod: p.direction === 'export' ? (i % 2 ? '2' : '1') : null,
      vgmResponsibleParty: p.direction === 'export' ? '宁波港城进出口有限公司' : null, vgmSignatory: p.direction === 'export' ? '陈明' : null,
    };
    for (const [field, value] of Object.entries(values)) {
      const spec = (weighOrderEntity.fields as Record<string, FieldSpec | undefined>)[field];
      const found = value === null ? null : spec?.validate?.map((v) => v(value)).find(Boolean);
      if (found) throw new Error(`seed weighing order ${field}=${String(value)} fails ${found.key}`);
    }
    const failed = checkRecord(weighOrderEntity.checks, values);
    if (failed) throw new Error(`seed weighing order fails ${failed.issue.key} on ${failed.field}`);
    const created = new Date(now - (10 - i * 2) * 24 * hour);
    const weighed = new Date(created.getTime() + 5 * hour);
    const { rows } = await sql<{ n: string }>`select nextval('weigh_order_no_seq')::text as n`.execute(db);
    const weighNo = `WB${portDayStamp(created)}${rows[0]!.n.padStart(6, '0')}`;
    const fee = await weighFeeCents(db, terminal.company_id, company.company_id, created);
    const row = await db.insertInto('weigh_orders').values({
      weigh_no: weighNo, status: p.status, company_id: company.company_id, terminal_company_id: terminal.company_id, created_by: user?.user_id ?? null,
      station: values.station, direction: values.direction, container_no: values.containerNo, ctn_size: values.ctnSize, ctn_type: values.ctnType, seal_no: values.sealNo,
      truck_license: values.truckLicense, cargo_name: values.cargoName, vgm_method: values.vgmMethod, vgm_responsible_party: values.vgmResponsibleParty, vgm_signatory: values.vgmSignatory,
      fee_cents: fee, cancel_reason: p.status === 'cancelled' ? '船期调整，改期过磅' : null, create_time: created, update_time: p.tare ? weighed : created,
    }).returning(sql<string>`id::text`.as('id')).executeTakeFirstOrThrow();
    const ref = { companyId: company.company_id, businessType: WEIGH, businessKey: weighNo, userId: user?.user_id ?? null };
    await hold(db, { ...ref, amountCents: fee, description: clientText('zh-CN', 'weigh.order.feeDescription'), recordPath: detailPath(row.id), now: created });
    if (p.status === 'cancelled') await release(db, { ...ref, now: new Date(created.getTime() + hour) });
    if (p.tare && p.gross) {
      if (weighingIssue(p.size, p.tare, p.gross)) throw new Error(`seed weighing of ${weighNo} is implausible`);
      const { netKg, vgmKg } = weighResult(p.direction, p.tare, p.gross);
      const name = weigher?.name ?? '码头赵主管';
      const list = await db.insertInto('weigh_lists').values({
        list_no: weighNo, company_id: company.company_id, truck_license: p.plate, ctn_no: values.containerNo, ctn_size: p.size, ctn_type: p.type, seal_no: values.sealNo,
        gross_kg: p.gross, tare_kg: p.tare, cargo_name: values.cargoName, yard_name: clientText('zh-CN', `weigh.stations.${p.station}`), weigher: name, weigh_time: weighed,
      }).returning(sql<string>`id::text`.as('id')).executeTakeFirstOrThrow();
      await settle(db, { ...ref, userId: weigher?.user_id ?? null, now: weighed });
      await db.updateTable('weigh_orders').set({
        tare_kg: p.tare, gross_kg: p.gross, net_kg: netKg, vgm_kg: vgmKg, weigh_time: weighed, weigher: name, weigh_list_id: list.id,
        vgm_confirm_time: p.status === 'confirmed' ? new Date(weighed.getTime() + hour) : null,
      }).where('id', '=', row.id).execute();
    }
  }
}
