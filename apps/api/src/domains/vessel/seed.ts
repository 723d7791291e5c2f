/**
 * Demo vessel schedule: the eight lookup vessels of dict/seed get their particulars, twelve more vessels
 * join them, and the new vessels call at Ningbo and Shanghai terminals from three weeks ago to three weeks
 * ahead (72 calls, enough for paging), their status as their times imply. Real IMO numbers (each passes the
 * check digit, a unit test says so). The lookup vessels keep their own two calls, which the portal and
 * dictionary queries read. Entered by the shipping-line agent AGT001.
 */
import { isImoNumber } from '@port/sdk/rules';
import type { AppServices } from '../../services';

type Particulars = [imo: string, mmsi: string, callSign: string, flag: string, teu: number];
const LOOKUP_VESSELS: Record<string, Particulars> = {
  CSUN: ['9795610', '477227800', 'VRSA6', 'HK', 21237],
  MGUL: ['9839430', '636019825', 'D5VL6', 'LR', 23756],
  EVAC: ['9893890', '563182600', '9V6574', 'SG', 23992],
  MMKM: ['9619907', '219018271', 'OWIZ2', 'DK', 18270],
  CJSA: ['9839131', '228386800', 'FMJO', 'FR', 23112],
  OHKG: ['9776171', '477333500', 'VRQP5', 'HK', 21413],
  HAEX: ['9229831', '218426000', 'DGHX', 'DE', 7506],
  ONIN: ['9868364', '563169700', '9V2931', 'SG', 24136],
};

type NewVessel = [code: string, nameZh: string, nameEn: string, ...Particulars];
const NEW_VESSELS: NewVessel[] = [
  ['MIRI', '地中海伊琳娜', 'MSC IRINA', '9930038', '636022316', 'D5ZK8', 'LR', 24346],
  ['EALT', '长运', 'EVER ALOT', '9935040', '563226400', '9V3317', 'SG', 24004],
  ['CSAQ', '中远海运宝瓶座', 'COSCO SHIPPING AQUARIUS', '9783497', '477120400', 'VRQU7', 'HK', 20119],
  ['CPRO', '达飞皇家宫殿', 'CMA CGM PALAIS ROYAL', '9936551', '228447900', 'FMKS', 'FR', 23112],
  ['OSPN', '东方西班牙', 'OOCL SPAIN', '9776224', '477269800', 'VRRH9', 'HK', 21413],
  ['MHGZ', '马士基杭州', 'MAERSK HANGZHOU', '9784271', '219027899', 'OWJF2', 'DK', 15226],
  ['OAPS', '海洋网联天燕座', 'ONE APUS', '9806079', '373462000', '3FYT9', 'PA', 14052],
  ['HALG', '现代阿尔赫西拉斯', 'HMM ALGECIRAS', '9863297', '440326000', 'D7HA', 'KR', 23964],
  ['YMWN', '阳明健康', 'YM WELLNESS', '9704726', '416005100', 'BLHR', 'TW', 14220],
  ['ZGDH', '中谷东海', 'ZHONG GU DONG HAI', '9321483', '413376470', 'BOGV', 'CN', 2742],
  ['XNBO', '新宁波', 'XIN NING BO', '9839179', '413210460', 'BPWS', 'CN', 4700],
  ['EGVN', '长赐', 'EVER GIVEN', '9811000', '353136000', 'H3RC', 'PA', 20124],
];

/** Ningbo and Shanghai terminals by UN/LOCODE. */
const TERMINALS: Array<[port: string, terminal: string]> = [
  ['CNNGB', 'BLCT'], ['CNNGB', 'BLCT2'], ['CNNGB', 'MSICT'], ['CNNGB', 'NBCT'], ['CNSHA', 'YSCT'], ['CNSHA', 'WGQ4'],
];

const CALLS_PER_VESSEL = 6;

export async function seedVessels(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('vessels').select('vessel_code').where('vessel_code', '=', NEW_VESSELS[0]![0]).executeTakeFirst()) return;
  for (const imo of [...Object.values(LOOKUP_VESSELS).map((p) => p[0]), ...NEW_VESSELS.map((v) => v[3])]) {
    if (!isImoNumber(imo)) throw new Error(`seed IMO ${imo} fails its check digit`);
  }
  const agent = await db.selectFrom('companies').select('company_id').where('company_code', '=', 'AGT001').executeTakeFirst();
  const owner = agent?.company_id ?? null;
  const terminalCompany = (await db.selectFrom('companies').select('company_id').where('company_code', '=', 'TML001').executeTakeFirst())?.company_id ?? null;
  const now = services.now().getTime();
  const hour = 3_600_000;
  await db.transaction().execute(async (trx) => {
    for (const [code, [imo, mmsi, callSign, flag, teu]] of Object.entries(LOOKUP_VESSELS)) {
      await trx.updateTable('vessels').set({ imo, mmsi, call_sign: callSign, flag, vessel_type: 'container', teu }).where('vessel_code', '=', code).execute();
    }
    await trx
      .insertInto('vessels')
      .values(NEW_VESSELS.map(([vessel_code, vessel_name, vessel_ename, imo, mmsi, call_sign, flag, teu], i) => ({
        vessel_code, vessel_name, vessel_ename, imo, mmsi, call_sign, flag, teu, company_id: owner,
        vessel_type: teu < 5000 ? (i % 2 ? 'container' : 'barge') : 'container',
        create_time: new Date(now - (60 - i) * 24 * hour), update_time: new Date(now - (60 - i) * 24 * hour),
      })))
      .execute();
    const calls = NEW_VESSELS.flatMap(([code], i) =>
      Array.from({ length: CALLS_PER_VESSEL }, (_, k) => {
        // Every vessel calls every week, the fleet spread over the days: from three weeks ago to three weeks ahead.
        const eta = new Date(now + ((k - 3) * 7 + (i % 7)) * 24 * hour + (i * 5 % 24) * hour);
        const etd = new Date(eta.getTime() + 30 * hour);
        const [port, terminal] = TERMINALS[(i + k) % TERMINALS.length]!;
        const n = 40 + k * 2 + (i % 3);
        const exportVoyage = `${String(n + 1).padStart(3, '0')}E`;
        const importVoyage = `${String(n).padStart(3, '0')}W`;
        const berthed = eta.getTime() + 2 * hour < now;
        const departed = etd.getTime() + 2 * hour < now;
        const closed = etd.getTime() + 7 * 24 * hour < now;
        const cancelled = !berthed && (i + k) % 17 === 0;
        return {
          vessel_code: code, voyage: exportVoyage, ie_flag: 'E', import_voyage: importVoyage, export_voyage: exportVoyage,
          port_code: port, terminal_code: terminal, berth: String(1 + ((i * 3 + k) % 12)).padStart(2, '0'),
          eta, etd, ata: berthed ? new Date(eta.getTime() + 2 * hour) : null, atd: departed ? new Date(etd.getTime() + 2 * hour) : null,
          doc_cutoff: new Date(eta.getTime() - 48 * hour), close_time: new Date(eta.getTime() - 24 * hour),
          status: cancelled ? 'cancelled' : closed ? 'closed' : departed ? 'departed' : berthed ? 'berthed' : 'planned',
          company_id: owner, terminal_company_id: terminalCompany, create_time: new Date(eta.getTime() - 30 * 24 * hour), update_time: new Date(eta.getTime() - 30 * 24 * hour),
        };
      }),
    );
    await trx.insertInto('vessel_voyages').values(calls).execute();
  });
}
