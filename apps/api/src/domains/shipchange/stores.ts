/**
 * Where each field of the vessel-change application (@port/sdk/domains/shipchange) lives, and what is special:
 * the server assigns the application no.; both voyages must exist, differ and call at the same terminal, whose
 * company audits (counterpart); container numbers are normalized, counted and must not repeat; only the
 * applying company edits, while the application is a draft or rejected.
 */
import { sql } from 'kysely';
import { editableIn } from '@port/sdk/domain';
import { shipChangeEntity } from '@port/sdk/domains/shipchange';
import { ApiError, invalid } from '../../http/errors';
import { companyName } from '../../lib/entity/lookups';
import { defineStore, type EntityCaller } from '../../lib/entity/store';
import type { Executor } from '../../lib/records';
import { clientText } from '../../lib/text';
import { normalizeContainerList } from '@port/sdk/rules';
import { vesselNameSql } from '../vessel/names';
import { portDayStamp } from '../../lib/datetime';

/** 'msku1234565\nTGHU…' → 'MSKU1234565,TGHU…': upper-case, any line break, comma or whitespace separates. */

export const shipChangeStore = defineStore({
  description: shipChangeEntity,
  table: 'ship_changes',
  idColumn: 'id',
  from: (db: Executor) =>
    db
      .selectFrom('ship_changes as r')
      .leftJoin('vessel_voyages as fv', 'fv.seq', 'r.from_voyage_seq')
      .leftJoin('vessels as fs', 'fs.vessel_code', 'fv.vessel_code')
      .leftJoin('vessel_voyages as tv', 'tv.seq', 'r.to_voyage_seq')
      .leftJoin('vessels as ts', 'ts.vessel_code', 'tv.vessel_code'),
  id: 'r.id',
  columns: {
    id: sql`r.id::text`,
    applyNo: 'r.apply_no',
    terminalCompanyName: companyName('r.terminal_company_id'),
    fromVoyageId: sql`r.from_voyage_seq::text`,
    fromVesselName: vesselNameSql('fs'),
    fromVoyageNo: sql`coalesce(fv.export_voyage, fv.import_voyage, fv.voyage)`,
    toVoyageId: sql`r.to_voyage_seq::text`,
    toVesselName: vesselNameSql('ts'),
    toVoyageNo: sql`coalesce(tv.export_voyage, tv.import_voyage, tv.voyage)`,
    containers: 'r.containers',
    containerCount: 'r.container_count',
    reason: 'r.reason',
    status: 'r.status',
    ownerCompanyName: companyName('r.company_id'),
    createTime: 'r.create_time',
    updateTime: 'r.update_time',
    version: 'r.version',
  },
  visibility: 'parties',
  parties: { owner: 'r.company_id', counterpart: 'r.terminal_company_id', createdBy: 'r.created_by' },
  writes: { fromVoyageId: 'from_voyage_seq', toVoyageId: 'to_voyage_seq', containers: 'containers', reason: 'reason' },
  hooks: {
    normalize: { containers: normalizeContainerList, reason: (v) => v.trim() },
    assertWriter: (caller, before) => {
      if (!before) return;
      if (String(before.company_id) !== caller.user.companyId) throw new ApiError(403, 'transitionForbidden');
      if (!editableIn(shipChangeEntity.status, String(before.status))) {
        throw new ApiError(409, 'entityActionNotAllowed', {
          state: clientText(caller.lang, `shipchange.application.status.${String(before.status)}`), action: clientText(caller.lang, 'entity.actions.edit'),
        });
      }
    },
    derive: async (caller, trx, values, before) => {
      const from = await voyageOf(trx, values.from_voyage_seq);
      if (!from) throw invalid(clientText(caller.lang, 'shipchange.application.voyageUnknown'), 'body.fromVoyageId');
      const to = await voyageOf(trx, values.to_voyage_seq);
      if (!to) throw invalid(clientText(caller.lang, 'shipchange.application.voyageUnknown'), 'body.toVoyageId');
      if (from.seq === to.seq) throw invalid(clientText(caller.lang, 'shipchange.application.sameVoyage'), 'body.toVoyageId');
      if (!from.terminal_company_id || from.terminal_company_id !== to.terminal_company_id) {
        throw invalid(clientText(caller.lang, 'shipchange.application.terminalDiffers'), 'body.toVoyageId');
      }
      const containers = String(values.containers).split(',');
      const seen = new Set<string>();
      for (const [i, ctnNo] of containers.entries()) {
        if (seen.has(ctnNo)) throw invalid(clientText(caller.lang, 'shipchange.application.containerDuplicate', { n: i + 1, ctnNo }), 'body.containers');
        seen.add(ctnNo);
      }
      // The voyages as the table reads them, so an unchanged voyage is no change on the timeline.
      const out: Record<string, unknown> = {
        from_voyage_seq: from.seq, to_voyage_seq: to.seq, container_count: containers.length, terminal_company_id: from.terminal_company_id,
      };
      if (!before) out.apply_no = await nextApplyNo(trx, caller);
      return out;
    },
  },
});

async function voyageOf(trx: Executor, seq: unknown) {
  if (!/^[1-9]\d{0,17}$/.test(String(seq))) return undefined;
  return trx.selectFrom('vessel_voyages').select(['seq', 'terminal_company_id']).where('seq', '=', String(seq)).executeTakeFirst();
}

/** SC + yymmdd (the port's day) + a six-digit sequence. */
async function nextApplyNo(trx: Executor, caller: Pick<EntityCaller, 'services'>): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('ship_change_no_seq')::text as n`.execute(trx);
  const day = portDayStamp(caller.services.now());
  return `SC${day}${rows[0]!.n.padStart(6, '0')}`;
}
