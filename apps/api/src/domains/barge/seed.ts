/**
 * Demo barges and barge orders: eight barges of the barge operator BRG001 (甬江驳运) and 48 orders by the
 * forwarder FWD001 between the Ningbo terminals and Zhejiang / Yangtze river ports, over the last month and the
 * coming week, in every state — a third of them in the pool (laden and empty), the rest taken by BRG001 onto
 * its barges, sailing or gathered by the terminal TML001. Every container number carries its ISO 6346 check
 * digit and every order passes the form's rules (checked here as the server checks them).
 */
import { containerNumberOf } from '@port/sdk/rules';
import { BARGE_SIZE_TYPES, parseBargeContainerLines, teuOf, validateBargeContainerLines } from '@port/sdk/domains/barge';
import type { AppServices } from '../../services';
import { BARGE_TERMINAL_COMPANIES } from './stores';
import { portDayStamp } from '../../lib/datetime';

const BARGES: Array<[name: string, registrationNo: string, teu: number]> = [
  ['甬江驳1号', '330201000118', 120], ['甬江驳2号', '330201000126', 120], ['甬江驳6号', '330201000257', 168], ['甬港集68', '330206000689', 216],
  ['浙甬驳128', '330211001287', 96], ['浙甬驳136', '330211001368', 96], ['宁港驳09', '330203000094', 144], ['江海联运18', '330212000183', 300],
];
const OWNERS: Array<[prefix: string, operator: string]> = [
  ['MSKU', 'MSK'], ['COSU', 'COS'], ['CMAU', 'CMA'], ['ONEU', 'ONE'], ['EGHU', 'EMC'], ['OOLU', 'OOL'], ['HLXU', 'HPL'], ['MEDU', 'MSC'],
];
const RIVER_PORTS = ['CNTAG', 'CNNKG', 'CNWHI', 'CNJIU', 'CNWUH', 'CNZJG', 'CNNTG', 'CNHGH', 'CNWNZ', 'CNZOS', 'CNCKG'];
const TERMINALS = ['BLCT2', 'BLCT', 'MSICT', 'NBCT'];
const STATES = ['pooled', 'taken', 'completed', 'pooled', 'sailing', 'completed', 'draft', 'pooled', 'taken', 'cancelled', 'completed', 'pooled'];
const COUNT = 48;

function containerNo(serial: number): [string, string] {
  const [prefix, operator] = OWNERS[serial % OWNERS.length]!;
  return [containerNumberOf(prefix, 200000 + ((serial * 6151) % 700000)), operator];
}

export async function seedBarges(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('barges').select('id').limit(1).executeTakeFirst()) return;
  const companies = await db.selectFrom('companies').select(['company_id', 'company_code']).where('company_code', 'in', ['FWD001', 'BRG001', BARGE_TERMINAL_COMPANIES.BLCT2!]).execute();
  const id = (code: string) => companies.find((c) => c.company_code === code)?.company_id;
  const forwarder = id('FWD001');
  const operator = id('BRG001');
  const terminal = id(BARGE_TERMINAL_COMPANIES.BLCT2!);
  if (!forwarder || !operator || !terminal) return;
  const users = await db.selectFrom('users').select(['user_id', 'mobile']).where('mobile', 'in', ['13800000002', '13800000007']).execute();
  const placer = users.find((u) => u.mobile === '13800000002')?.user_id ?? null;
  const dispatcher = users.find((u) => u.mobile === '13800000007')?.user_id ?? null;
  const voyages = await db.selectFrom('vessel_voyages').select('seq').where('port_code', '=', 'CNNGB').where('status', 'in', ['planned', 'berthed']).orderBy('eta').limit(10).execute();
  const now = services.now().getTime();
  const hour = 3_600_000;

  await db.transaction().execute(async (trx) => {
    const barges = await trx
      .insertInto('barges')
      .values(BARGES.map(([name, registration_no, capacity_teu], i) => ({
        name, registration_no, capacity_teu, company_id: operator, created_by: dispatcher,
        remark: i === 7 ? '江海直达，可靠泊梅山' : null, create_time: new Date(now - (90 - i) * 24 * hour), update_time: new Date(now - (90 - i) * 24 * hour),
      })))
      .returning('id')
      .execute();
    let serial = 11;
    for (let i = 0; i < COUNT; i += 1) {
      const created = new Date(now - (COUNT - i) * 14 * hour);
      const status = STATES[i % STATES.length]!;
      const boxes = 1 + ((i * 5) % 6);
      const load = i % 4 === 3 ? 'empty' : 'laden';
      const lines = Array.from({ length: boxes }, (_, k) => {
        const [ctnNo, op] = containerNo(serial++);
        return `${ctnNo} ${BARGE_SIZE_TYPES[(i + k) % 7]!} ${op}`;
      }).join('\n');
      if (validateBargeContainerLines(lines)) throw new Error(`seed barge order ${i}: ${JSON.stringify(validateBargeContainerLines(lines))}`);
      const parsed = parseBargeContainerLines(lines);
      const day = portDayStamp(created);
      const orderNo = `BO${day}${String(900000 + i + 1).padStart(6, '0')}`;
      const taken = ['taken', 'sailing', 'completed'].includes(status);
      const barge = barges[i % barges.length]!.id;
      const [order] = await trx
        .insertInto('barge_orders')
        .values({
          order_no: orderNo, direction: i % 3 === 1 ? 'import' : 'export', load, river_port: RIVER_PORTS[i % RIVER_PORTS.length]!, terminal_code: TERMINALS[i % TERMINALS.length]!,
          terminal_company_id: terminal, voyage_seq: load === 'laden' && voyages.length ? voyages[i % voyages.length]!.seq : null,
          bl_no: load === 'laden' ? `NGBB${String(5100000 + i * 73).padStart(7, '0')}` : null,
          plan_date: new Date(created.getTime() + 3 * 24 * hour).toISOString().slice(0, 10),
          container_list: lines, container_count: parsed.length, teu: parsed.reduce((n, l) => n + teuOf(l.ctnSizeType), 0),
          remark: i % 7 === 0 ? '请于早班装船' : null, status, company_id: forwarder,
          barge_company_id: taken ? operator : null, barge_id: taken ? barge : null, barge_voyage_no: taken ? `${String(2600 + i)}E` : null,
          take_time: taken ? new Date(created.getTime() + 5 * hour) : null, created_by: placer,
          create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 6 * hour)),
        })
        .returning('id')
        .execute();
      await trx
        .insertInto('barge_order_containers')
        .values(parsed.map((l, k) => ({
          order_id: order!.id, line_no: k + 1, ctn_no: l.ctnNo, ctn_size_type: l.ctnSizeType, ctn_operator_code: l.ctnOperatorCode, remarks: null,
          car_res_no: taken ? `C${orderNo}-${String(k + 1).padStart(2, '0')}` : null,
          pier_res_no: status === 'completed' ? `P${orderNo}-${String(k + 1).padStart(2, '0')}` : null,
        })))
        .execute();
    }
  });
}
