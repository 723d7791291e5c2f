/**
 * Demo pre-arrival declarations: 30 containers of the forwarder FWD001 for the terminal TML001 over the last three
 * weeks, across every state; gated-in ones carry the terminal's matching record and the report time, rejected ones
 * the customs receipt's reason. Container, seal and customs declaration numbers pass the description's rules.
 */
import type { FieldSpec } from '@port/sdk/domain';
import { preArrivalEntity } from '@port/sdk/domains/decl';
import { containerCheckDigit } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import { portDayStamp } from '../../lib/datetime';

const OWNERS = ['OOLU', 'CMAU', 'EGHU', 'TGHU', 'MSKU', 'CSNU'];
const STATES = ['accepted', 'arrived', 'submitted', 'accepted', 'draft', 'rejected', 'accepted', 'submitted', 'cancelled', 'arrived'] as const;
const COUNT = 30;

const containerNo = (serial: number) => {
  const first10 = `${OWNERS[serial % OWNERS.length]}${String(500000 + ((serial * 7127) % 400000)).padStart(6, '0')}`;
  return `${first10}${containerCheckDigit(first10)}`;
};

export async function seedPreArrivals(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('pre_arrivals').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'TML001']).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const terminal = companies.find((c) => c.company_code === 'TML001')?.company_id;
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const voyages = await db.selectFrom('vessel_voyages').select('seq').where('status', '!=', 'cancelled').orderBy('eta', 'desc').limit(8).execute();
  if (!forwarder || !terminal || voyages.length === 0) return;
  const now = services.now().getTime();
  const hour = 3_600_000;
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const status = STATES[i % STATES.length]!;
    const created = new Date(now - (COUNT - i) * 17 * hour);
    const day = portDayStamp(created);
    const gross = 8000 + ((i * 1379) % 18000);
    const values = {
      containerNo: containerNo(i + 1), sealNo: `CN${String(2611000 + i * 31).padStart(7, '0')}`, customsDeclNo: `31042026${i % 2}${String(100230000 + i * 4211).padStart(9, '0')}`,
    };
    for (const [field, value] of Object.entries(values)) {
      const found = (preArrivalEntity.fields as Record<string, FieldSpec | undefined>)[field]?.validate?.map((v) => v(value)).find(Boolean);
      if (found) throw new Error(`seed pre-arrival ${field}=${value} fails ${found.key}`);
    }
    const gated = ['arrived', 'accepted', 'rejected'].includes(status);
    const gateIn = new Date(created.getTime() + 20 * hour);
    return {
      pre_arrival_no: `PA${day}${String(900000 + i + 1).padStart(6, '0')}`, status, company_id: forwarder, terminal_company_id: terminal, created_by: user?.user_id ?? null,
      voyage_seq: voyages[i % voyages.length]!.seq, bl_no: `NGBPA${String(2611000 + i * 17).padStart(7, '0')}`, container_no: values.containerNo, seal_no: values.sealNo,
      gross_weight: gross, customs_decl_no: values.customsDeclNo,
      gate_in_time: gated ? gateIn : null, gate_in_seal: gated ? values.sealNo : null, gate_in_weight: gated ? gross + ((i % 5) - 2) * 40 : null,
      report_time: gated ? new Date(gateIn.getTime() + 60_000) : null,
      receipt_reason: status === 'rejected' ? '报关单号与舱单不符，请核对后重发' : null,
      create_time: created, update_time: gated ? new Date(gateIn.getTime() + 2 * hour) : created,
    };
  });
  await db.insertInto('pre_arrivals').values(rows).execute();
}
