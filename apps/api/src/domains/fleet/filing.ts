/**
 * The vehicle filing workflow (rules.ts FILING_MACHINE): the fleet submits a truck (0/3 → 1), a reviewer
 * approves it (1 → 2) or rejects it with a reason (1 → 3). Checked on the server whatever the UI shows:
 * the operation's permission (x-permission), the caller's party to the truck, its state, its version.
 * Every step is audited on the truck (entity fleet_truck, action filing.<action>).
 */
import type { FastifyRequest } from 'fastify';
import type { Schemas } from '@port/sdk/contract';
import { serverMessage, type ServerLanguage } from '@port/config/server-messages';
import { invalid, notFound } from '../../http/errors';
import { actorOf } from '../../lib/audit';
import { dataScopeOf } from '../../lib/data-scope';
import { touchList } from '../../lib/list-query';
import { assertVersion, audited, found } from '../../lib/records';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';
import { TRUCK_LIST, truckById } from './resources';
import { FILING_MACHINE, filingParties, type FilingAction } from './rules';

export async function changeFiling(
  services: AppServices,
  user: SessionUser,
  req: Pick<FastifyRequest, 'id'>,
  lang: ServerLanguage,
  id: string,
  body: { action: FilingAction; version: number; reason?: string | null },
): Promise<Schemas['Truck']> {
  const scope = await dataScopeOf(services, user);
  await services.db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('fleet_trucks').selectAll().where('id', '=', id);
    if (scope.kind === 'company') q = q.where('fleet_company_id', '=', scope.companyId);
    else if (scope.kind === 'self') throw notFound();
    const truck = found(await q.forUpdate().executeTakeFirst());
    const step = FILING_MACHINE.check(body.action, truck.filing_status, filingParties(user, truck.fleet_company_id));
    assertVersion(truck.version, body.version);
    const reason = body.reason?.trim() || null;
    if (body.action === 'reject' && !reason) {
      throw invalid(serverMessage(lang, 'fieldRequired', { field: clientText(lang, 'fleet.filing.reason') }), 'body.reason');
    }
    const now = services.now();
    const set = body.action === 'submit'
      ? { filing_status: step.to, filing_submit_time: now, filing_reason: null }
      : { filing_status: step.to, filing_review_time: now, filing_reviewer: user.userId, filing_reason: body.action === 'reject' ? reason : null };
    await trx.updateTable('fleet_trucks').set({ ...set, version: truck.version + 1, update_time: now }).where('id', '=', id).execute();
    await audited(trx, actorOf(user, req), {
      action: `filing.${body.action}`, entity: 'fleet_truck', entityId: id,
      before: { filing_status: truck.filing_status, version: truck.version }, after: { ...set, version: truck.version + 1 },
    });
  });
  touchList(TRUCK_LIST.name);
  return truckById(services, user, id);
}
