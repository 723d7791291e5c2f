/** Reference lookups: container agents, company mappings, empty-container availability, vessels and voyages. */
import type { Database } from '../../db/database';
import { formatDateTime } from '../../lib/datetime';
import { likeContains } from '../../lib/like';

export async function containerAgents(db: Database, keyword?: string) {
  let q = db.selectFrom('container_agents').selectAll().orderBy('containeragent');
  if (keyword) {
    const like = likeContains(keyword);
    q = q.where((eb) => eb.or([eb('containeragent', 'ilike', like), eb('chndesc', 'ilike', like), eb('engdesc', 'ilike', like)]));
  }
  const rows = await q.execute();
  return rows.map((r) => ({ containeragent: r.containeragent, chndesc: r.chndesc, engdesc: r.engdesc, remark: r.remark }));
}

export async function companyMappings(db: Database, filter: { source?: string | undefined; companyCode?: string | undefined }) {
  let q = db.selectFrom('company_mappings').selectAll().orderBy('source').orderBy('company_code');
  if (filter.source) q = q.where('source', '=', filter.source);
  if (filter.companyCode) q = q.where('company_code', '=', filter.companyCode);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    companyCode: r.company_code,
    companyName: r.company_name,
    companyMappingCode: r.company_mapping_code,
    companyMappingName: r.company_mapping_name,
    source: r.source,
  }));
}

/** 空箱源 is computed from the stock counts, releases and gate moves (../yardbk/stock). */
export { emptyContainerAvailability } from '../yardbk/stock';

export const VOYAGE_LIMIT = 50;

export async function vesselVoyages(
  db: Database,
  filter: { vesselName?: string | undefined; vesselCode?: string | undefined; voyage?: string | undefined; ieFlag?: 'I' | 'E' | undefined },
) {
  let q = db
    .selectFrom('vessel_voyages as v')
    .innerJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
    .select(['v.vessel_code', 's.vessel_name', 's.vessel_ename', 'v.voyage', 'v.ie_flag', 'v.terminal_code', 'v.berth', 'v.eta', 'v.etd', 'v.ata', 'v.atd', 'v.close_time'])
    .orderBy('v.eta', (ob) => ob.desc().nullsLast())
    .orderBy('v.vessel_code')
    .orderBy('v.voyage')
    .limit(VOYAGE_LIMIT);
  if (filter.vesselName) {
    const like = likeContains(filter.vesselName.trim());
    q = q.where((eb) => eb.or([eb('s.vessel_name', 'ilike', like), eb('s.vessel_ename', 'ilike', like)]));
  }
  if (filter.vesselCode) q = q.where('v.vessel_code', '=', filter.vesselCode.trim().toUpperCase());
  if (filter.voyage) q = q.where('v.voyage', '=', filter.voyage.trim().toUpperCase());
  if (filter.ieFlag) q = q.where('v.ie_flag', '=', filter.ieFlag);
  const rows = await q.execute();
  const time = (d: Date | null) => (d ? formatDateTime(d) : null);
  return rows.map((r) => ({
    vesselCode: r.vessel_code,
    vesselName: r.vessel_name || r.vessel_ename || r.vessel_code,
    vesselEname: r.vessel_ename,
    voyage: r.voyage,
    ieFlag: r.ie_flag === 'I' ? ('I' as const) : ('E' as const),
    terminalCode: r.terminal_code,
    berth: r.berth,
    eta: time(r.eta),
    etd: time(r.etd),
    ata: time(r.ata),
    atd: time(r.atd),
    closeTime: time(r.close_time),
  }));
}
