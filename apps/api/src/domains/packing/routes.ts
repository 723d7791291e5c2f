/**
 * The handlers of openapi/paths/packing.yaml: the entity mechanism's for packing lists, the terminals a list may be
 * addressed to, and the terminal's entry of its pre-entry data (recorded on the timeline, the forwarder told live).
 */
import { sql } from 'kysely';
import { serverLanguage } from '@port/config/server-messages';
import type { FastifyBaseLogger } from 'fastify';
import { requireUser, type Handlers } from '../../http/contract';
import { ApiError, notFound } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { entityHandlers } from '../../lib/entity/handlers';
import { changesOf, writeHistory } from '../../lib/entity/history';
import { notifyCompanies } from '../../lib/entity/notify';
import { lockRow } from '../../lib/entity/rows';
import { parseId } from '../../lib/ids';
import { likeContains } from '../../lib/like';
import { touchList } from '../../lib/list-query';
import { assertVersion, audited } from '../../lib/records';
import { clientText, enforce } from '../../lib/text';
import { validateSealNo } from '@port/sdk/domains/decl';
import { validateTerminalGross, validateTerminalPackages, validateTerminalVolume } from '@port/sdk/domains/packing';
import { isPlatformStaff } from '../accounts/common/access';
import type { AppServices, SessionUser } from '../../services';
import { packingListStore } from './store';

interface Call<Q = object, B = object, P = object> {
  services: AppServices;
  user: SessionUser | null;
  query: Q;
  body: B;
  params: P;
  req: { id: string; ip?: string; headers: Record<string, string | string[] | undefined>; log: FastifyBaseLogger };
}

interface TerminalData { sealNo: string; packages?: number | null; grossWeight?: number | null; volume?: number | null; version: number }

const entity = entityHandlers(packingListStore, { exportTitle: 'packing.pages.lists' }) as unknown as Record<string, (call: unknown) => Promise<unknown>>;
const TERMINAL_FIELDS = { terminalSource: 'terminal_source', terminalSealNo: 'terminal_seal_no', terminalPackages: 'terminal_packages', terminalGrossWeight: 'terminal_gross_weight', terminalVolume: 'terminal_volume' };
const ENTERABLE = ['draft', 'submitted', 'returned'];

/** Terminal companies (onboarded), by name; the form's picker searches them. */
async function listPackingTerminals({ services, query }: Call<{ pageSize?: number; name?: string }>) {
  const size = Math.min(Math.max(Number(query.pageSize) || 50, 1), 100);
  const name = query.name?.trim();
  let q = services.db.selectFrom('companies').select(['company_id', 'company_name']).where('kind', '=', 'terminal').where('shop_status', '=', '1');
  if (name) q = q.where(sql<boolean>`company_name ilike ${likeContains(name)}`);
  const rows = await q.orderBy('company_name').limit(size).execute();
  return { data: rows.map((r) => ({ id: r.company_id, name: r.company_name })) };
}

/** The terminal the list is addressed to replaces its pre-entry data; the same checks as the form's. */
async function setPackingTerminalData(call: Call<object, TerminalData, { id: string }>) {
  const { services, body, req } = call;
  const me = requireUser(call.user);
  const lang = serverLanguage(req.headers['accept-language'] as string | undefined);
  const caller = { services, user: me, lang, traceId: req.id };
  const id = parseId(call.params.id);
  const t = (key: string) => clientText(lang, `packing.list.terminalData.${key}`);
  const seal = body.sealNo.replace(/\s+/g, '').toUpperCase();
  enforce(lang, validateSealNo, seal, 'body.sealNo');
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : v);
  const [packages, gross, volume] = [num(body.packages), num(body.grossWeight), num(body.volume)];
  enforce(lang, validateTerminalPackages, packages, 'body.packages');
  enforce(lang, validateTerminalGross, gross, 'body.grossWeight');
  enforce(lang, validateTerminalVolume, volume, 'body.volume');
  const row = await services.db.transaction().execute(async (trx) => {
    const before = await lockRow(packingListStore, caller, trx, id);
    // Only the terminal addressed (or platform staff) enters; the forwarder reads the record but gets 404 here as anyone else.
    if (before.terminal_company_id !== me.companyId && !isPlatformStaff(me)) throw notFound();
    if (!ENTERABLE.includes(String(before.status))) throw new ApiError(409, 'staleUpdate', {}, { text: t('notEditable') });
    assertVersion(Number(before.version), body.version);
    const after = { terminal_source: 'terminal', terminal_seal_no: seal, terminal_packages: packages, terminal_gross_weight: gross, terminal_volume: volume };
    await trx.updateTable('packing_lists').set({ ...after, version: sql`version + 1`, update_time: services.now() }).where('id', '=', id).execute();
    await writeHistory(trx, caller, { entity: 'packing.list', recordId: id, action: 'update', changes: changesOf(TERMINAL_FIELDS, before, after) });
    await audited(trx, actorOf(me, { id: req.id, ...(req.ip ? { ip: req.ip } : {}) }), { action: 'terminalData', entity: 'packing.list', entityId: id, before, after });
    return before;
  });
  touchList('packing.list');
  await notifyCompanies(services, req.log, [String(row.company_id)], me.userId, t('title'), clientText(lang, 'packing.list.terminalData.notice', { no: String(row.packing_no) }));
  return entity.getPackingList!(call);
}

export const packingHandlers = {
  ...entity,
  listPackingTerminals,
  setPackingTerminalData,
} as unknown as Handlers;
