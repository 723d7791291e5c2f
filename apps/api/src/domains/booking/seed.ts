/**
 * Demo bookings: the forwarder FWD001 (宁港国际货运代理有限公司) books with the agent AGT001 (东海船务代理有限公司)
 * over the last six weeks, 30 bookings across every state, on the seeded planned calls or a sailing window.
 * Every value passes the description's rules (a test-time check below refuses the seed otherwise).
 */
import { bookingEntity, parseContainerDemand } from '@port/sdk/domains/booking';
import type { AppServices } from '../../services';

const SHIPPERS = ['宁波华纺进出口有限公司', 'NINGBO SUNRISE TEXTILE CO., LTD.', '浙江明达五金制品有限公司', 'YUYAO LIGHTING INDUSTRIAL CO., LTD.', '慈溪海纳电器有限公司'];
const CONSIGNEES = ['HAMBURG TRADING GMBH', 'LOS ANGELES HOME GOODS INC.', 'ROTTERDAM FRESH B.V.', 'SINGAPORE HARDWARE PTE LTD', 'FELIXSTOWE RETAIL LTD'];
const PODS = ['DEHAM', 'USLAX', 'NLRTM', 'SGSIN', 'GBFXT', 'AEJEA', 'JPTYO'];
const CARGO: Array<[description: string, hs: string, kind: string]> = [
  ['COTTON T-SHIRTS', '6109100021', 'CARTONS'], ['LED LAMPS', '940540', 'CARTONS'], ['HAND TOOLS', '8205400000', 'PALLETS'],
  ['FROZEN SHRIMP', '030617', 'CARTONS'], ['ELECTRIC KETTLES', '8516719000', 'CARTONS'], ['POLYESTER FABRIC', '540752', 'ROLLS'],
];
const DEMANDS = ['1x40HC COC', '2x40HC COC', '1x20GP COC; 1x40HC COC', '3x40GP COC', '1x20GP SOC', '2x40RF COC'];
/** State by index: mostly accepted and submitted, some of each other. */
const STATES = ['accepted', 'submitted', 'accepted', 'draft', 'accepted', 'rejected', 'submitted', 'accepted', 'cancelled', 'accepted'] as const;

export async function seedBookings(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('bookings').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'AGT001']).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const agent = companies.find((c) => c.company_code === 'AGT001')?.company_id;
  if (!forwarder || !agent) return;
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const calls = await db.selectFrom('vessel_voyages').select('seq').where('status', '=', 'planned').orderBy('eta').limit(12).execute();
  const now = services.now().getTime();
  const day = 86_400_000;
  const hs = bookingEntity.fields.hsCode!.validate!;
  const rows = Array.from({ length: 30 }, (_, i) => {
    const [cargoDescription, hsCode, packageKind] = CARGO[i % CARGO.length]!;
    const containers = DEMANDS[i % DEMANDS.length]!;
    const lines = parseContainerDemand(containers);
    if (!lines || hs.some((v) => v(hsCode))) throw new Error(`seed booking ${i} fails a rule`);
    const status = STATES[i % STATES.length]!;
    const created = new Date(now - (42 - i) * day - (i * 37 % 600) * 60_000);
    const call = calls.length && i % 4 !== 3 ? calls[i % calls.length]!.seq : null;
    const sailing = new Date(now + ((i % 5) + 3) * day);
    const teu = lines.reduce((n, l) => n + l.quantity * (l.sizeType.startsWith('20') ? 1 : 2), 0);
    return {
      booking_no: status === 'accepted' ? `DHSA${String(2611000 + i * 7).padStart(7, '0')}` : null,
      status, company_id: forwarder, agent_company_id: agent, created_by: user?.user_id ?? null,
      shipper: SHIPPERS[i % SHIPPERS.length]!, consignee: CONSIGNEES[(i + 2) % CONSIGNEES.length]!,
      notify_party: i % 3 === 0 ? 'SAME AS CONSIGNEE' : null,
      pol_code: 'CNNGB', pod_code: PODS[i % PODS.length]!,
      voyage_seq: call, sailing_from: call ? null : sailing, sailing_to: call ? null : new Date(sailing.getTime() + 7 * day),
      containers, container_lines: JSON.stringify(lines), cargo_description: cargoDescription, hs_code: hsCode,
      packages: 200 + ((i * 53) % 800), package_kind: packageKind, gross_weight: teu * 9800 + i * 13.5, volume: teu * 28 + (i % 7),
      dangerous: false, reefer: containers.includes('RF'), freight_terms: i % 3 ? 'prepaid' : 'collect',
      bl_type: (['original', 'telex', 'seawaybill'] as const)[i % 3]!, remark: null,
      reject_reason: status === 'rejected' ? '船期已满，请改配下一航次' : null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 6 * 3_600_000)),
    };
  });
  await db.insertInto('bookings').values(rows).execute();
}
