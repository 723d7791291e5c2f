/**
 * Where each field of the release mechanism's variants (@port/sdk/domains/wentai: the branch-line box release and
 * the non-local laden entry, one table, `kind` the variant) lives, and what is special:
 * the server assigns the application no., the branch port decides the terminal that audits (counterpart),
 * the voyage is a vessel_voyages call, container numbers are normalized, counted and must not repeat, and
 * only the applying company edits, while the application is a draft or rejected.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { branchReleaseEntity, ladenEntryEntity } from '@port/sdk/domains/wentai';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { normalizeContainerList } from '@port/sdk/rules';
import { vesselNameSql } from '../vessel/names';
import { portDayStamp } from '../../lib/datetime';

/**
 * The terminal company that audits each branch port's releases, by company code. The demo has one terminal
 * company (北仑第二集装箱码头有限公司, TML001), which audits for both branch ports.
 */
export const BRANCH_TERMINALS: Readonly<Record<string, string>> = { CNDTU: 'TML001', CNDMY: 'TML001' };

/** The local port a non-local laden entry enters, and the terminal company that audits it. */
export const LOCAL_PORT = 'CNNGB';
export const LOCAL_TERMINAL = 'TML001';

type Kind = 'branch' | 'laden';

/** Every variant reads its own rows, with the voyage, vessel and both companies joined. */
const releasesOf = (kind: Kind) => (db: Executor) =>
  db
    .selectFrom('branch_releases as r')
    .leftJoin('vessel_voyages as v', 'v.seq', 'r.voyage_seq')
    .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
    .where('r.kind', '=', kind);

/** The columns every variant shares. */
const COMMON_COLUMNS = {
  id: sql`r.id::text`,
  applyNo: 'r.apply_no',
  terminalCompanyName: companyName('r.terminal_company_id'),
  voyageId: sql`r.voyage_seq::text`,
  vesselName: vesselNameSql(),
  voyageNo: sql`coalesce(v.export_voyage, v.import_voyage, v.voyage)`,
  blNo: 'r.bl_no',
  containers: 'r.containers',
  containerCount: 'r.container_count',
  sizeType: 'r.size_type',
  remark: 'r.remark',
  status: 'r.status',
  ownerCompanyName: companyName('r.company_id'),
  createTime: 'r.create_time',
  updateTime: 'r.update_time',
  version: 'r.version',
} as const;

const PARTIES = { owner: 'r.company_id', counterpart: 'r.terminal_company_id', createdBy: 'r.created_by' } as const;
const normalizeBl = (v: string): string => v.replace(/\s+/g, '').toUpperCase();

/** Only the applying company edits, while its application is a draft or rejected (the shared flow). */
function assertApplicant(caller: EntityCaller, before: Readonly<Record<string, unknown>> | null): void {
  if (!before) return;
  if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
  if (!editableIn(branchReleaseEntity.status, String(before.status))) {
    throw new ApiError(409, 'entityActionNotAllowed', {
      state: clientText(caller.lang, `wentai.branchRelease.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
    });
  }
}

/** The voyage must exist, no container twice: the checks every variant makes; answers the voyage as stored and the count. */
async function checkVoyageAndContainers(caller: EntityCaller, trx: Executor, values: Record<string, unknown>): Promise<{ voyage_seq: string; container_count: number }> {
  const voyage = /^[1-9]\d{0,17}$/.test(String(values.voyage_seq))
    ? await trx.selectFrom('vessel_voyages').select('seq').where('seq', '=', String(values.voyage_seq)).executeTakeFirst()
    : undefined;
  if (!voyage) throw invalid(clientText(caller.lang, 'wentai.branchRelease.voyageUnknown'), 'body.voyageId');
  const containers = String(values.containers).split(',');
  const seen = new Set<string>();
  for (const [i, ctnNo] of containers.entries()) {
    if (seen.has(ctnNo)) throw invalid(clientText(caller.lang, 'wentai.branchRelease.containerDuplicate', { n: i + 1, ctnNo }), 'body.containers');
    seen.add(ctnNo);
  }
  // The voyage as the table reads it, so an unchanged voyage is no change on the timeline.
  return { voyage_seq: voyage.seq, container_count: containers.length };
}


export const branchReleaseStore = defineStore({
  description: branchReleaseEntity,
  table: 'branch_releases',
  idColumn: 'id',
  from: releasesOf('branch'),
  id: 'r.id',
  columns: { ...COMMON_COLUMNS, portCode: 'r.port_code', load: 'r.load' },
  visibility: 'parties',
  parties: PARTIES,
  writes: {
    portCode: 'port_code', voyageId: 'voyage_seq', blNo: 'bl_no', containers: 'containers', sizeType: 'size_type', load: 'load', remark: 'remark',
  },
  hooks: {
    normalize: { portCode: (v) => v.toUpperCase(), blNo: normalizeBl, containers: normalizeContainerList },
    assertWriter: assertApplicant,
    derive: async (caller, trx, values, before) => {
      const checked = await checkVoyageAndContainers(caller, trx, values);
      const port = String(values.port_code);
      const terminal = await terminalOf(trx, BRANCH_TERMINALS[port]);
      if (!terminal) throw invalid(clientText(caller.lang, 'wentai.branchRelease.terminalUnknown', { port }), 'body.portCode');
      const out: Record<string, unknown> = { ...checked, terminal_company_id: terminal };
      if (!before) out.apply_no = await nextApplyNo(trx, caller, 'BR', 'branch_release_no_seq');
      return out;
    },
  },
});

/**
 * 外地港重箱进场: the same mechanism with the origin port, a seal and a weight per container; the local terminal
 * (LOCAL_TERMINAL) audits, the row's port is the local port. Written rows carry kind 'laden'.
 */
export const ladenEntryStore = defineStore({
  description: ladenEntryEntity,
  table: 'branch_releases',
  idColumn: 'id',
  from: releasesOf('laden'),
  id: 'r.id',
  columns: { ...COMMON_COLUMNS, originPort: sql`coalesce(r.origin_port, '')`, seals: sql`coalesce(r.seals, '')`, weights: sql`coalesce(r.weights, '')`, totalWeightKg: sql`coalesce(r.total_weight_kg, 0)` },
  visibility: 'parties',
  parties: PARTIES,
  writes: {
    originPort: 'origin_port', voyageId: 'voyage_seq', blNo: 'bl_no', containers: 'containers', sizeType: 'size_type', seals: 'seals', weights: 'weights', remark: 'remark',
  },
  hooks: {
    normalize: {
      originPort: (v) => v.trim().toUpperCase(), blNo: normalizeBl, containers: normalizeContainerList,
      seals: (v) => v.toUpperCase().split(/[\s,，;；]+/).filter(Boolean).join(','), weights: (v) => v.split(/[\s,，;；]+/).filter(Boolean).join(','),
    },
    assertWriter: assertApplicant,
    derive: async (caller, trx, values, before) => {
      const checked = await checkVoyageAndContainers(caller, trx, values);
      if (String(values.origin_port) === LOCAL_PORT) throw invalid(clientText(caller.lang, 'wentai.ladenEntry.originLocal'), 'body.originPort');
      const terminal = await terminalOf(trx, LOCAL_TERMINAL);
      if (!terminal) throw invalid(clientText(caller.lang, 'wentai.branchRelease.terminalUnknown', { port: LOCAL_PORT }), 'body.originPort');
      const total = String(values.weights).split(',').reduce((sum, w) => sum + Number(w), 0);
      const out: Record<string, unknown> = { ...checked, terminal_company_id: terminal, total_weight_kg: total, port_code: LOCAL_PORT, load: 'laden' };
      if (!before) {
        out.kind = 'laden';
        out.apply_no = await nextApplyNo(trx, caller, 'LE', 'laden_entry_no_seq');
      }
      return out;
    },
  },
});

async function terminalOf(trx: Executor, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const row = await trx.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirst();
  return row?.company_id ?? null;
}

/** BR (branch) or LE (laden entry) + yymmdd (the port's day) + a six-digit sequence. */
async function nextApplyNo(trx: Executor, caller: Pick<EntityCaller, 'services'>, prefix: 'BR' | 'LE', seq: 'branch_release_no_seq' | 'laden_entry_no_seq'): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval(${seq})::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `${prefix}${day}${rows[0]!.n.padStart(6, '0')}`;
}
