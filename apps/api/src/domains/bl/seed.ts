/**
 * Demo data of the B/L domain: the agent AGT001 keeps a ship configuration for each of its calls (departed
 * and closed calls closed to bookings and B/L confirmation, planned ones open, with deadlines where the
 * call is far enough ahead), and has issued B/L drafts for the accepted bookings of FWD001 — one or two per
 * booking, across every state, with corrections asked and settled. Every container number passes ISO 6346.
 */
import { billEntity, formatBillContainers, parseBillContainers, type BillContainer } from '@port/sdk/domains/bl';
import { containerNumberOf } from '@port/sdk/rules';
import type { AppServices } from '../../services';

const OWNERS = ['MSKU', 'TGHU', 'CSNU', 'OOLU', 'TCLU', 'SEGU', 'CAIU'];
const STATES = ['approved', 'issued', 'confirmed', 'correcting', 'draft', 'approved', 'issued'] as const;
const hour = 3_600_000;

/** The n-th demo container number (owner code, serial, check digit). */
export function demoContainerNo(n: number): string {
  return containerNumberOf(OWNERS[n % OWNERS.length]!, 100000 + ((n * 7919) % 900000));
}

export async function seedBl(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('ship_configs').select('id').limit(1).executeTakeFirst()) return;
  const agent = (await db.selectFrom('companies').select('company_id').where('company_code', '=', 'AGT001').executeTakeFirst())?.company_id;
  if (!agent) return;
  const agentUser = (await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000005').executeTakeFirst())?.user_id ?? null;
  const forwarderUser = (await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst())?.user_id ?? null;
  const now = services.now().getTime();

  const calls = await db.selectFrom('vessel_voyages').select(['seq', 'eta', 'status']).where('company_id', '=', agent).orderBy('eta').execute();
  if (calls.length) {
    await db.insertInto('ship_configs').values(calls.map((c, i) => {
      const eta = c.eta ? c.eta.getTime() : now + 10 * 24 * hour;
      const over = c.status === 'departed' || c.status === 'closed' || c.status === 'cancelled';
      const ahead = eta > now + 4 * 24 * hour;
      return {
        voyage_seq: c.seq, company_id: agent, created_by: agentUser,
        booking_open: !over, booking_deadline: ahead ? new Date(eta - 48 * hour) : null,
        bl_open: !over, bl_deadline: ahead ? new Date(eta + 24 * hour) : null,
        remark: over ? '船舶已离港，停止订舱与提单确认' : i % 5 === 0 ? '冷箱请提前一天申报' : null,
        create_time: new Date(eta - 30 * 24 * hour), update_time: new Date(eta - (over ? 0 : 20) * 24 * hour),
      };
    })).execute();
  }

  const bookings = await db.selectFrom('bookings').selectAll().where('agent_company_id', '=', agent).where('status', '=', 'accepted')
    .where('voyage_seq', 'is not', null).where('booking_no', 'is not', null).orderBy('create_time').execute();
  const check = billEntity.fields.containers!.validate!;
  let n = 0;
  for (const [i, b] of bookings.entries()) {
    for (let part = 0; part < (i % 2 === 0 ? 2 : 1); part += 1) {
      const count = 1 + ((i + part) % 3);
      const lines: BillContainer[] = Array.from({ length: count }, (_, k) => {
        const packages = Math.max(1, Math.round(b.packages / count));
        return {
          containerNo: demoContainerNo(n * 5 + k + 11), sealNo: `SL${String(480000 + n * 37 + k).padStart(6, '0')}`, sizeType: (b.container_lines[0]?.sizeType ?? '40HC'),
          packages, grossWeight: Math.round((Number(b.gross_weight) / count) * 10) / 10, volume: Math.round(((Number(b.volume ?? 60)) / count) * 10) / 10,
        };
      });
      const text = formatBillContainers(lines);
      if (!parseBillContainers(text) || check.some((v) => v(text))) throw new Error(`seed B/L ${n} fails a rule`);
      const status = STATES[n % STATES.length]!;
      const created = new Date(b.update_time.getTime() + (2 + part) * hour);
      const [row] = await db.insertInto('bills').values({
        bl_no: `DHS${String(26110400 + n * 13).padStart(9, '0')}`, status, company_id: agent, forwarder_company_id: b.company_id, created_by: agentUser,
        booking_id: b.id, shipper: b.shipper, consignee: b.consignee, notify_party: b.notify_party, pol_code: b.pol_code, pod_code: b.pod_code,
        voyage_seq: b.voyage_seq!, cargo_description: b.cargo_description, marks: n % 3 === 0 ? 'N/M' : `${b.pod_code}\nC/NO. 1-${lines.reduce((s, l) => s + l.packages, 0)}\nMADE IN CHINA`,
        containers: text, container_lines: JSON.stringify(lines), container_count: lines.length,
        packages: lines.reduce((s, l) => s + l.packages, 0), gross_weight: lines.reduce((s, l) => s + l.grossWeight, 0), volume: lines.reduce((s, l) => s + l.volume, 0),
        freight_terms: b.freight_terms, bl_type: b.bl_type, create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 5 * hour)),
      }).returning('id').execute();
      if (status === 'correcting' || status === 'confirmed' || status === 'approved') {
        await db.insertInto('bill_corrections').values({
          bill_id: row!.id, field: 'consignee', requested_value: `${b.consignee}\nTAX ID: DE${String(811000000 + n * 97)}`, note: '请补充收货人税号',
          state: status === 'correcting' ? 'open' : 'applied', requested_by: forwarderUser, create_time: new Date(created.getTime() + 3 * hour),
          close_time: status === 'correcting' ? null : new Date(created.getTime() + 4 * hour),
        }).execute();
      }
      n += 1;
    }
  }
}
