/**
 * Demo reefer declarations: 28 by FWD001 to TML001, on both channels (本港, 温台支线), across every state — frozen
 * seafood at −18 °C, chilled fruit at +2 °C with ventilation and humidity, bananas under controlled atmosphere —
 * each with its pre-trip inspection and a plug-in window; every row passes the description's rules.
 */
import { checkRecord } from '@port/sdk/domain';
import { reeferDeclarationEntity } from '@port/sdk/domains/decl';
import { containerCheckDigit } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import { portDayStamp } from '../../lib/datetime';

interface Cargo { commodity: string; t: number; vent: number; hum: number | null; ca?: [number, number]; size: string }
const CARGO: Cargo[] = [
  { commodity: 'FROZEN SHRIMP', t: -18, vent: 0, hum: null, size: '40RH' },
  { commodity: 'FRESH APPLES', t: 1, vent: 25, hum: 90, size: '40RH' },
  { commodity: 'BANANAS', t: 13.3, vent: 0, hum: 90, ca: [2, 5], size: '40RH' },
  { commodity: 'FROZEN SQUID', t: -20, vent: 0, hum: null, size: '20RF' },
  { commodity: 'CHILLED GARLIC', t: -1, vent: 15, hum: 70, size: '40RF' },
  { commodity: 'PHARMACEUTICALS', t: 5, vent: 0, hum: null, size: '20RF' },
];
const STATES = ['accepted', 'submitted', 'draft', 'accepted', 'rejected', 'submitted', 'cancelled'] as const;
const OWNERS = ['MWCU', 'SZLU', 'TRIU', 'CXRU'];
const COUNT = 28;

export async function seedReeferDeclarations(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('reefer_declarations').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'TML001']).execute();
  const forwarder = companies.find((c) => c.company_code === 'FWD001')?.company_id;
  const terminal = companies.find((c) => c.company_code === 'TML001')?.company_id;
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const voyages = await db.selectFrom('vessel_voyages').select('seq').where('status', '!=', 'cancelled').orderBy('eta', 'desc').limit(8).execute();
  if (!forwarder || !terminal || voyages.length === 0) return;
  const now = services.now().getTime();
  const hour = 3_600_000;
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const c = CARGO[i % CARGO.length]!;
    const status = STATES[i % STATES.length]!;
    const created = new Date(now - (COUNT - i) * 19 * hour);
    const day = portDayStamp(created);
    const first10 = `${OWNERS[i % OWNERS.length]}${String(400000 + ((i * 5923) % 500000)).padStart(6, '0')}`;
    const plugFrom = new Date(created.getTime() + 24 * hour);
    const values = {
      containerNo: `${first10}${containerCheckDigit(first10)}`, setTemperature: c.t, temperatureUnit: 'C', controlledAtmosphere: !!c.ca, o2Percent: c.ca?.[0] ?? null,
      co2Percent: c.ca?.[1] ?? null, preTripInspection: true, ptiDate: created.toISOString().slice(0, 10), plugInFrom: plugFrom.toISOString(),
      plugInTo: new Date(plugFrom.getTime() + (48 + (i % 4) * 24) * hour).toISOString(),
    };
    const failed = checkRecord(reeferDeclarationEntity.checks, values) ?? reeferDeclarationEntity.fields.containerNo!.validate!.map((v) => v(values.containerNo)).find(Boolean);
    if (failed) throw new Error(`seed reefer declaration ${i} fails a rule`);
    return {
      reefer_no: `RF${day}${String(900000 + i + 1).padStart(6, '0')}`, status, company_id: forwarder, terminal_company_id: terminal, created_by: user?.user_id ?? null,
      channel: i % 3 === 2 ? 'wt' : 'port', voyage_seq: voyages[i % voyages.length]!.seq, bl_no: `NGBRF${String(2611000 + i * 23).padStart(7, '0')}`,
      container_no: values.containerNo, size_type: c.size, commodity: c.commodity, set_temperature: c.t, temperature_unit: 'C', ventilation: c.vent, humidity: c.hum,
      controlled_atmosphere: values.controlledAtmosphere, o2_percent: values.o2Percent, co2_percent: values.co2Percent, pre_trip_inspection: true, pti_date: values.ptiDate,
      genset: i % 4 === 1, plug_in_from: plugFrom, plug_in_to: new Date(values.plugInTo), reject_reason: status === 'rejected' ? '设定温度与订舱不符，请核对' : null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 5 * hour)),
    };
  });
  await db.insertInto('reefer_declarations').values(rows).execute();
}
