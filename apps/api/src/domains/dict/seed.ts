/**
 * Demo reference data for the lookups: container agents, company mappings to the 'DW' system, empty-container
 * stock at the pickup yards of td_take_address, and vessels with import and export voyages around today.
 */
import type { AppServices } from '../../services';

const AGENTS: Array<[code: string, chn: string, eng: string]> = [
  ['WLDL', '宁波外轮代理有限公司', 'Ningbo Ocean Shipping Agency Co., Ltd.'],
  ['ZLDL', '宁波中联船务代理有限公司', 'Ningbo Sinoagent Shipping Agency Co., Ltd.'],
  ['MSKDL', '马士基（中国）航运有限公司宁波分公司', 'Maersk (China) Shipping Co., Ltd. Ningbo Branch'],
  ['MSCDL', '地中海航运（中国）有限公司宁波分公司', 'MSC (China) Co., Ltd. Ningbo Branch'],
  ['CMADL', '达飞轮船（中国）有限公司宁波分公司', 'CMA CGM (China) Shipping Co., Ltd. Ningbo Branch'],
  ['ONEDL', '海洋网联船务（中国）有限公司宁波分公司', 'Ocean Network Express (China) Ltd. Ningbo Branch'],
  ['EMCDL', '长荣海运（中国）船务代理有限公司宁波分公司', 'Evergreen Shipping Agency (China) Co., Ltd. Ningbo Branch'],
  ['HLCDL', '赫伯罗特船务（中国）有限公司宁波分公司', 'Hapag-Lloyd (China) Shipping Ltd. Ningbo Branch'],
  ['OOLDL', '东方海外货柜航运（中国）有限公司宁波分公司', 'OOCL (China) Ltd. Ningbo Branch'],
];

/** Demo company codes and their codes in the 'DW' system. */
const MAPPINGS: Array<[code: string, dwCode: string, dwName: string]> = [
  ['FWD001', 'DW10086', '宁港国际货代'],
  ['FLT001', 'DW20317', '顺达集卡车队'],
  ['AGT001', 'DW30052', '东海船代'],
  ['YRD001', 'DW40009', '中技堆场'],
  ['TML001', 'DW50002', '北仑二期码头'],
];

const YARDS: Array<[code: string, name: string]> = [
  ['ZITYARD', '中技堆场'],
  ['JXTLYARD', '嘉兴铁路堆场'],
  ['DFDCYARD', '东方大港堆场'],
  ['GMCYARD', '港码集装箱堆场'],
  ['CXNYARD', '长兴南堆场'],
];
const LINES = ['MSK', 'COS', 'MSC', 'CMA', 'ONE', 'EMC', 'HLC', 'OOL'];
const SIZE_TYPES = ['22G1', '42G1', '45G1', '45R1'];

const VESSELS: Array<[code: string, name: string, ename: string]> = [
  ['CSUN', '中远海运宇宙', 'COSCO SHIPPING UNIVERSE'],
  ['MGUL', '地中海古尔松', 'MSC GULSUN'],
  ['EVAC', '长范', 'EVER ACE'],
  ['MMKM', '马士基麦金尼穆勒', 'MAERSK MC-KINNEY MOLLER'],
  ['CJSA', '达飞雅克萨德', 'CMA CGM JACQUES SAADE'],
  ['OHKG', '东方香港', 'OOCL HONG KONG'],
  ['HAEX', '汉堡快航', 'HAMBURG EXPRESS'],
  ['ONIN', '海洋网联创新', 'ONE INNOVATION'],
];
const TERMINALS = ['BLCT', 'BLCT2', 'MSICT', 'NBCT', 'DXCT'];

/** A stable pseudo-random count (no Math.random, so every seed gives the same figures). */
const count = (i: number, j: number, k: number) => ((i * 7 + j * 13 + k * 29) % 11) * 12;

export async function seedLookups(services: AppServices): Promise<void> {
  const { db } = services;
  if (await db.selectFrom('container_agents').select('containeragent').limit(1).executeTakeFirst()) return;
  const now = services.now();
  const hour = 3_600_000;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('container_agents').values(AGENTS.map(([containeragent, chndesc, engdesc]) => ({ containeragent, chndesc, engdesc, remark: null }))).execute();

    const companies = await trx.selectFrom('companies').select(['company_code', 'company_name']).execute();
    const names = new Map(companies.map((c) => [c.company_code, c.company_name]));
    await trx
      .insertInto('company_mappings')
      .values(MAPPINGS.map(([code, dwCode, dwName]) => ({ company_code: code, company_name: names.get(code) ?? null, company_mapping_code: dwCode, company_mapping_name: dwName, source: 'DW' })))
      .execute();

    await trx
      .insertInto('empty_ctn_stock')
      .values(
        YARDS.flatMap(([org_code, org_name], i) =>
          LINES.flatMap((line_code, j) =>
            SIZE_TYPES.map((ctn_size_type, k) => ({ org_code, org_name, line_code, ctn_size_type, ctn_count: count(i, j, k), update_time: new Date(now.getTime() - (i + 1) * hour) })),
          ),
        ),
      )
      .execute();

    await trx.insertInto('vessels').values(VESSELS.map(([vessel_code, vessel_name, vessel_ename]) => ({ vessel_code, vessel_name, vessel_ename }))).execute();
    await trx
      .insertInto('vessel_voyages')
      .values(
        VESSELS.flatMap(([code], i) =>
          (['I', 'E'] as const).map((ie_flag, j) => {
            // Spread the calls from a week ago to a week ahead; past calls have actual times.
            const eta = new Date(now.getTime() + (i * 2 - 7 + j) * 24 * hour);
            const arrived = eta < now;
            return {
              vessel_code: code,
              voyage: `${ie_flag === 'I' ? '0' : '1'}${String(45 + i).padStart(2, '0')}${ie_flag === 'I' ? 'W' : 'E'}`,
              ie_flag,
              terminal_code: TERMINALS[i % TERMINALS.length] ?? null,
              berth: String(10 + ((i * 3 + j) % 8)),
              eta,
              etd: new Date(eta.getTime() + 30 * hour),
              ata: arrived ? new Date(eta.getTime() + 2 * hour) : null,
              atd: arrived && eta.getTime() + 32 * hour < now.getTime() ? new Date(eta.getTime() + 32 * hour) : null,
              close_time: ie_flag === 'E' ? new Date(eta.getTime() - 24 * hour) : null,
            };
          }),
        ),
      )
      .execute();
  });
}
