/**
 * Demo export and import orders of the forwarder FWD001: 36 over the last six weeks, every state and customs status,
 * exports made from its accepted bookings (their agent, voyage, ports, parties and cargo), imports from Asian and
 * European ports into Ningbo. Every container number carries its ISO 6346 check digit, every port is a UN/LOCODE.
 */
import { containerNumberOf, isValidContainerNumber } from '@port/sdk/rules';
import type { AppServices } from '../../services';
import { portDayStamp } from '../../lib/datetime';

const OWNERS = ['MSKU', 'CSNU', 'OOLU', 'EGHU', 'CMAU', 'TGHU', 'SEGU', 'FCIU'];
const SIZE_TYPES = ['40HC', '20GP', '40GP', '40HC', '20RF', '45HC', '40RH'];
const STATES = ['draft', 'confirmed', 'confirmed', 'inTransport', 'completed', 'completed', 'cancelled', 'inTransport', 'confirmed'];
const CUSTOMS = ['notDeclared', 'declared', 'released', 'released', 'inspection', 'declared'];
const IMPORT_FROM = ['KRPUS', 'JPTYO', 'SGSIN', 'DEHAM', 'NLRTM', 'USLAX', 'AUMEL', 'VNSGN'];
const SHIPPERS = ['宁波海天塑机集团有限公司', '浙江吉利汽车零部件有限公司', '宁波方太厨具有限公司', '奥克斯空调股份有限公司', '雅戈尔服装制造有限公司'];
const FOREIGN = ['SAMSUNG C&T CORPORATION, SEOUL', 'HAMBURG TRADING GMBH, HAMBURG', 'PACIFIC IMPORTS LLC, LOS ANGELES', 'TOKYO INDUSTRIAL CO., LTD.', 'MELBOURNE HOME SUPPLIES PTY LTD'];
const CARGO = ['注塑机配件', '汽车零部件', '厨房电器', '空调室外机', '男式衬衫', '冷冻鱼片', '家具'];
const COUNT = 36;

export async function seedShipments(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('shipments').select('id').limit(1).executeTakeFirst()) return;
  const company = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'FWD001').executeTakeFirst();
  const user = await db.selectFrom('users').select('user_id').where('mobile', '=', '13800000002').executeTakeFirst();
  const voyages = await db.selectFrom('vessel_voyages').select('seq').orderBy('eta', 'desc').limit(12).execute();
  if (!company || voyages.length === 0) return;
  const bookings = await db.selectFrom('bookings').selectAll().where('company_id', '=', company.company_id).where('status', '=', 'accepted').where('voyage_seq', 'is not', null).orderBy('id').limit(10).execute();
  const now = services.now().getTime();
  const hour = 3_600_000;
  let serial = 7100;
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const created = new Date(now - (COUNT - i) * 28 * hour);
    const exporting = i % 3 !== 2;
    const booking = exporting && i % 2 === 0 ? bookings[(i / 2) % Math.max(bookings.length, 1)] : undefined;
    const boxes = 1 + (i % 4);
    const lines = Array.from({ length: boxes }, (_, j) => {
      const ctn = containerNumberOf(OWNERS[serial % OWNERS.length]!, 300000 + ((serial++ * 7717) % 600000));
      if (!isValidContainerNumber(ctn)) throw new Error(`seed container ${ctn}`);
      return { ctn, sizeType: SIZE_TYPES[(i + j) % SIZE_TYPES.length]!, seal: `NB${String(4100000 + i * 10 + j)}`, kg: 9000 + ((i * 2311 + j * 977) % 18000) };
    });
    const status = STATES[i % STATES.length]!;
    const day = portDayStamp(created);
    const foreign = IMPORT_FROM[i % IMPORT_FROM.length]!;
    return {
      shipment_no: `${exporting ? 'EX' : 'IM'}${day}${String(900000 + i + 1).padStart(6, '0')}`, direction: exporting ? 'export' : 'import',
      bl_no: exporting ? `NGB${String(26300000 + i * 41)}` : `${foreign.slice(2)}${String(81000000 + i * 29)}`,
      booking_id: booking?.id ?? null, agent_company_id: booking?.agent_company_id ?? null,
      voyage_seq: booking?.voyage_seq ?? voyages[i % voyages.length]!.seq,
      pol_code: booking?.pol_code ?? (exporting ? 'CNNGB' : foreign), pod_code: booking?.pod_code ?? (exporting ? foreign : 'CNNGB'),
      shipper: booking?.shipper ?? (exporting ? SHIPPERS[i % SHIPPERS.length]! : FOREIGN[i % FOREIGN.length]!),
      consignee: booking?.consignee ?? (exporting ? FOREIGN[i % FOREIGN.length]! : SHIPPERS[i % SHIPPERS.length]!),
      containers: lines.map((l) => `${l.ctn} ${l.sizeType} ${l.seal} ${l.kg}`).join('\n'), container_count: boxes,
      cargo_description: booking?.cargo_description ?? CARGO[i % CARGO.length]!, packages: booking?.packages ?? 120 + i * 15,
      gross_weight_kg: lines.reduce((s, l) => s + l.kg, 0), customs_status: status === 'draft' ? 'notDeclared' : CUSTOMS[i % CUSTOMS.length]!,
      delivery_address: exporting ? `宁波市北仑区${['大港工业城', '小港街道', '霞浦街道', '春晓工业园'][i % 4]!}${10 + i}号` : `宁波市鄞州区${['姜山镇', '五乡镇'][i % 2]!}${20 + i}号仓库`,
      remark: status === 'cancelled' ? '客户取消出运' : null, status, company_id: company.company_id, created_by: user?.user_id ?? null,
      create_time: created, update_time: new Date(created.getTime() + (status === 'draft' ? 0 : 5 * hour)),
    };
  });
  await db.insertInto('shipments').values(rows).execute();
}
