/**
 * 空箱源 (SPEC §2.10 /visual/emptyCtn, §3 empty-container availability) computed from the records, never kept as a
 * copy: per yard (the place gate moves name), shipping line and ISO size/type,
 *   counted   the stock last counted (empty_ctn_stock, at its update_time),
 *   gateIn    empties gated in there since (portal_container_moves: the terminal's and yards' 箱动态录入, EDI),
 *   gateOut   empties gated out there since,
 *   reserved  containers on valid empty pick-up releases at that yard not yet gated out there since the release
 *             (the line is the container's owner code, as the gate moves take it), and the places of valid empty
 *             releases by quantity alone (the line the releasing agent's, pickup_agent_lines, else its company
 *             code) less the empties of that line and size/type gated out there since — each gate-out taken by the
 *             oldest such release still open when it happened (one not a container-listed release's own), so a
 *             container leaving lowers `reserved` as it lowers the stock and `available` is never counted twice,
 *   available = counted + gateIn − gateOut − reserved (never below 0).
 * A release or a gate move changes the figures the moment it is committed.
 */
import { sql } from 'kysely';
import type { Executor } from '../../lib/records';
import { formatDateTime, sqlPortToday } from '../../lib/datetime';
import { PICKUP_STATUS } from '@port/sdk/domains/pickup';

export interface StockFilter { orgCode?: string | undefined; lineCode?: string | undefined; ctnSizeType?: string | undefined }
export interface StockRow {
  orgCode: string; orgName: string | null; lineCode: string; ctnSizeType: string;
  counted: number; gateIn: number; gateOut: number; inYard: number; reserved: number; available: number; updateTime: Date | null;
}

/** The place a yard company's gate moves are recorded at: its yard-fee place, else its company code. */
export const yardPlaceSql = (companyId: unknown) =>
  sql<string>`coalesce((select yp.place from yardfee_places yp where yp.company_id = ${companyId} order by yp.place limit 1), (select c.company_code from companies c where c.company_id = ${companyId}))`;

const ISO_SIZE = (col: string) => sql`case ${sql.ref(col)} when '20GP' then '22G1' when '40GP' then '42G1' when '40HC' then '45G1' when '20RF' then '22R1' when '40RF' then '45R1' when '45HC' then 'L5G1' else ${sql.ref(col)} end`;
const VALID_EMPTY_RELEASE = sql`p.status = ${sql.lit(PICKUP_STATUS.released)} and p.kind = 'empty' and (p.valid_until is null or p.valid_until >= ${sqlPortToday()})`;

interface QuantityGroup { orgCode: string; orgName: string | null; lineCode: string; ctnSizeType: string; reserved: number; lastTime: Date }

/**
 * The places still open on valid empty releases by quantity, per yard place, line and size/type: each release's
 * quantity less the gate-outs it took, a gate-out taken by the oldest release of its group released before it
 * with places left (gate-outs of containers a container-listed release names are that release's, counted above).
 */
async function quantityReserved(db: Executor, org: string | null, line: string | null, size: string | null): Promise<Map<string, QuantityGroup>> {
  const { rows } = await sql<{ kind: 'r' | 'o'; org_code: string; org_name: string | null; line_code: string; ctn_size_type: string; quantity: number; at: Date }>`
    with q as (
      select ${yardPlaceSql(sql.ref('p.release_yard_id'))} as org_code, yc.company_name as org_name, coalesce(al.line_code, ac.company_code) as line_code,
        ${ISO_SIZE('p.released_size_type')} as ctn_size_type, p.released_quantity as quantity, coalesce(e.issue_time, p.update_time) as released_at
      from pickup_applications p
      left join edo_records e on e.id = p.edo_id
      left join pickup_agent_lines al on al.agent_company_id = p.agent_company_id
      left join companies ac on ac.company_id = p.agent_company_id
      left join companies yc on yc.company_id = p.release_yard_id
      where ${VALID_EMPTY_RELEASE} and p.released_containers is null and coalesce(p.released_quantity, 0) > 0
    ),
    qf as (
      select * from q where org_code is not null
        and (${org}::text is null or org_code = ${org}) and (${line}::text is null or line_code = ${line}) and (${size}::text is null or ctn_size_type = ${size})
    )
    select 'r' as kind, org_code, org_name, line_code, ctn_size_type, quantity, released_at as at from qf
    union all
    select 'o', m.place, null, m.line_code, m.size_type, 1, m.event_time from portal_container_moves m
    where m.empty_full = 'E' and m.event = 'gateOut' and m.event_time is not null
      and exists (select 1 from qf where qf.org_code = m.place and qf.line_code = m.line_code and qf.ctn_size_type = m.size_type and qf.released_at <= m.event_time)
      and not exists (
        select 1 from pickup_applications p left join edo_records e on e.id = p.edo_id
        where ${VALID_EMPTY_RELEASE} and m.container_no = any(string_to_array(p.released_containers, ','))
          and ${yardPlaceSql(sql.ref('p.release_yard_id'))} = m.place and coalesce(e.issue_time, p.update_time) <= m.event_time)
    order by at, kind desc`.execute(db);
  const groups = new Map<string, QuantityGroup & { open: Array<{ at: Date; left: number }> }>();
  for (const r of rows) {
    const key = `${r.org_code}|${r.line_code}|${r.ctn_size_type}`;
    const at = new Date(r.at);
    if (r.kind === 'r') {
      let g = groups.get(key);
      if (!g) groups.set(key, (g = { orgCode: r.org_code, orgName: r.org_name, lineCode: r.line_code, ctnSizeType: r.ctn_size_type, reserved: 0, lastTime: at, open: [] }));
      g.open.push({ at, left: Number(r.quantity) });
      if (at > g.lastTime) g.lastTime = at;
      continue;
    }
    // Rows come in time order, releases before a gate-out of the same instant: the open releases are all older.
    const taker = groups.get(key)?.open.find((o) => o.left > 0);
    if (taker) taker.left -= 1;
  }
  for (const g of groups.values()) g.reserved = g.open.reduce((n, o) => n + o.left, 0);
  return groups;
}

export async function emptyStock(db: Executor, filter: StockFilter): Promise<StockRow[]> {
  const org = filter.orgCode?.trim().toUpperCase() || null;
  const line = filter.lineCode?.trim().toUpperCase() || null;
  const size = filter.ctnSizeType?.trim().toUpperCase() || null;
  const byQuantity = await quantityReserved(db, org, line, size);
  const { rows } = await sql<{
    org_code: string; org_name: string | null; line_code: string; ctn_size_type: string; counted: number; gate_in: string; gate_out: string; reserved: string; update_time: Date | null;
  }>`
    with base as (
      select org_code, org_name, line_code, ctn_size_type, ctn_count, update_time from empty_ctn_stock
    ),
    moves as (
      select m.place as org_code, m.line_code, m.size_type as ctn_size_type,
        count(*) filter (where m.event = 'gateIn') as gate_in, count(*) filter (where m.event = 'gateOut') as gate_out, max(m.event_time) as last_time
      from portal_container_moves m
      left join base b on b.org_code = m.place and b.line_code = m.line_code and b.ctn_size_type = m.size_type
      where m.empty_full = 'E' and m.event in ('gateIn', 'gateOut') and m.event_time is not null and (b.update_time is null or m.event_time > b.update_time)
      group by 1, 2, 3
    ),
    releases as (
      select ${yardPlaceSql(sql.ref('p.release_yard_id'))} as org_code, upper(substr(c.ctn_no, 1, 3)) as line_code,
        ${ISO_SIZE('p.released_size_type')} as ctn_size_type,
        c.ctn_no, coalesce(e.issue_time, p.update_time) as released_at, p.release_yard_id
      from pickup_applications p
      left join edo_records e on e.id = p.edo_id
      cross join lateral unnest(string_to_array(p.released_containers, ',')) as c(ctn_no)
      where ${VALID_EMPTY_RELEASE} and p.released_containers is not null
    ),
    reserved as (
      select r.org_code, r.line_code, r.ctn_size_type, count(*) as reserved, max(r.released_at) as last_time
      from releases r
      where r.org_code is not null and not exists (
        select 1 from portal_container_moves o where o.container_no = r.ctn_no and o.place = r.org_code and o.event = 'gateOut' and o.event_time >= r.released_at)
      group by 1, 2, 3
    ),
    keys as (
      select org_code, line_code, ctn_size_type from base union select org_code, line_code, ctn_size_type from moves union select org_code, line_code, ctn_size_type from reserved
    )
    select k.org_code, coalesce(b.org_name, (select c.company_name from yardfee_places yp join companies c on c.company_id = yp.company_id where yp.place = k.org_code limit 1)) as org_name,
      k.line_code, k.ctn_size_type, coalesce(b.ctn_count, 0) as counted, coalesce(m.gate_in, 0)::text as gate_in, coalesce(m.gate_out, 0)::text as gate_out,
      coalesce(r.reserved, 0)::text as reserved, greatest(b.update_time, m.last_time, r.last_time) as update_time
    from keys k
    left join base b on b.org_code = k.org_code and b.line_code = k.line_code and b.ctn_size_type = k.ctn_size_type
    left join moves m on m.org_code = k.org_code and m.line_code = k.line_code and m.ctn_size_type = k.ctn_size_type
    left join reserved r on r.org_code = k.org_code and r.line_code = k.line_code and r.ctn_size_type = k.ctn_size_type
    where (${org}::text is null or k.org_code = ${org}) and (${line}::text is null or k.line_code = ${line}) and (${size}::text is null or k.ctn_size_type = ${size})
    order by k.org_code, k.line_code, k.ctn_size_type`.execute(db);
  const out = rows.map((r) => {
    const counted = Number(r.counted);
    const gateIn = Number(r.gate_in);
    const gateOut = Number(r.gate_out);
    const q = byQuantity.get(`${r.org_code}|${r.line_code}|${r.ctn_size_type}`);
    byQuantity.delete(`${r.org_code}|${r.line_code}|${r.ctn_size_type}`);
    const reserved = Number(r.reserved) + (q?.reserved ?? 0);
    const inYard = Math.max(counted + gateIn - gateOut, 0);
    const updated = r.update_time ? new Date(r.update_time) : null;
    const updateTime = q && q.reserved > 0 && (!updated || q.lastTime > updated) ? q.lastTime : updated;
    return {
      orgCode: r.org_code, orgName: r.org_name, lineCode: r.line_code, ctnSizeType: r.ctn_size_type,
      counted, gateIn, gateOut, inYard, reserved, available: Math.max(inYard - reserved, 0), updateTime,
    };
  });
  // Groups only releases by quantity name: nothing counted, moved or listed there yet (placed in the same order).
  const key = (r: { orgCode: string; lineCode: string; ctnSizeType: string }) => [r.orgCode, r.lineCode, r.ctnSizeType];
  for (const q of byQuantity.values()) {
    const row = { orgCode: q.orgCode, orgName: q.orgName, lineCode: q.lineCode, ctnSizeType: q.ctnSizeType, counted: 0, gateIn: 0, gateOut: 0, inYard: 0, reserved: q.reserved, available: 0, updateTime: q.lastTime };
    const at = out.findIndex((r) => key(r).join('\u0000') > key(row).join('\u0000'));
    out.splice(at < 0 ? out.length : at, 0, row);
  }
  return out.filter((r) => r.inYard > 0 || r.reserved > 0);
}

/** GET /inquiry/emptyCtn's shape: per yard, its lines and sizes (ctnCount = available). */
export async function emptyContainerAvailability(db: Executor, filter: StockFilter) {
  const byOrg = new Map<string, { orgCode: string; orgName: string | null; detailList: Array<{ ctnCount: string; ctnSizeType: string; lineCode: string; counted: number; gateIn: number; gateOut: number; inYard: number; reserved: number }>; latest: Date | null }>();
  for (const r of await emptyStock(db, filter)) {
    let org = byOrg.get(r.orgCode);
    if (!org) byOrg.set(r.orgCode, (org = { orgCode: r.orgCode, orgName: r.orgName, detailList: [], latest: r.updateTime }));
    org.detailList.push({ ctnCount: String(r.available), ctnSizeType: r.ctnSizeType, lineCode: r.lineCode, counted: r.counted, gateIn: r.gateIn, gateOut: r.gateOut, inYard: r.inYard, reserved: r.reserved });
    if (r.updateTime && (!org.latest || r.updateTime > org.latest)) org.latest = r.updateTime;
  }
  return [...byOrg.values()].map(({ latest, ...org }) => ({ ...org, updateTime: latest ? formatDateTime(latest) : null }));
}
