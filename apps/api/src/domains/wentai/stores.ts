/**
 * Where each field of the branch-line box release (@port/sdk/domains/wentai) lives, and what is special:
 * the server assigns the application no., the branch port decides the terminal that audits (counterpart),
 * the voyage is a vessel_voyages call, container numbers are normalized, counted and must not repeat, and
 * only the applying company edits, while the application is a draft or rejected.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { branchReleaseEntity } from '@port/sdk/domains/wentai';
import { ApiError, invalid } from '../../http/errors';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { normalizeContainerList } from '@port/sdk/rules';
import { vesselNameSql } from '../vessel/names';

/**
 * The terminal company that audits each branch port's releases, by company code. The demo has one terminal
 * company (北仑第二集装箱码头有限公司, TML001), which audits for both branch ports.
 */
export const BRANCH_TERMINALS: Readonly<Record<string, string>> = { CNDTU: 'TML001', CNDMY: 'TML001' };


export const branchReleaseStore = defineStore({
  description: branchReleaseEntity,
  table: 'branch_releases',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('branch_releases as r')
      .leftJoin('vessel_voyages as v', 'v.seq', 'r.voyage_seq')
      .leftJoin('vessels as s', 's.vessel_code', 'v.vessel_code')
      .leftJoin('companies as oc', 'oc.company_id', 'r.company_id')
      .leftJoin('companies as tc', 'tc.company_id', 'r.terminal_company_id'),
  id: 'r.id',
  columns: {
    id: sql`r.id::text`,
    applyNo: 'r.apply_no',
    portCode: 'r.port_code',
    terminalCompanyName: 'tc.company_name',
    voyageId: sql`r.voyage_seq::text`,
    vesselName: vesselNameSql(),
    voyageNo: sql`coalesce(v.export_voyage, v.import_voyage, v.voyage)`,
    blNo: 'r.bl_no',
    containers: 'r.containers',
    containerCount: 'r.container_count',
    sizeType: 'r.size_type',
    load: 'r.load',
    remark: 'r.remark',
    status: 'r.status',
    ownerCompanyName: 'oc.company_name',
    createTime: 'r.create_time',
    updateTime: 'r.update_time',
    version: 'r.version',
  },
  visibility: 'parties',
  parties: { owner: 'r.company_id', counterpart: 'r.terminal_company_id', createdBy: 'r.created_by' },
  writes: {
    portCode: 'port_code', voyageId: 'voyage_seq', blNo: 'bl_no', containers: 'containers', sizeType: 'size_type', load: 'load', remark: 'remark',
  },
  hooks: {
    normalize: { portCode: (v) => v.toUpperCase(), blNo: (v) => v.replace(/\s+/g, '').toUpperCase(), containers: normalizeContainerList },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(branchReleaseEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `wentai.branchRelease.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
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
      const port = String(values.port_code);
      const terminal = await terminalOf(trx, port);
      if (!terminal) throw invalid(clientText(caller.lang, 'wentai.branchRelease.terminalUnknown', { port }), 'body.portCode');
      // The voyage as the table reads it, so an unchanged voyage is no change on the timeline.
      const out: Record<string, unknown> = { voyage_seq: voyage.seq, container_count: containers.length, terminal_company_id: terminal };
      if (!before) out.apply_no = await nextApplyNo(trx, caller);
      return out;
    },
  },
});

async function terminalOf(trx: Executor, port: string): Promise<string | null> {
  const code = BRANCH_TERMINALS[port];
  if (!code) return null;
  const row = await trx.selectFrom('companies').select('company_id').where('company_code', '=', code).executeTakeFirst();
  return row?.company_id ?? null;
}

/** BR + yymmdd (Beijing date) + a six-digit sequence. */
async function nextApplyNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('branch_release_no_seq')::text as n`.execute(trx);
  const day = new Date(caller.services.now().getTime() + 8 * 3_600_000).toISOString().slice(2, 10).replace(/-/g, '');
  return `BR${day}${rows[0]!.n.padStart(6, '0')}`;
}
