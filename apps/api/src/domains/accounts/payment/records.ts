/**
 * The payment records of /user/payLast (channel platform) and /user/payLastMt (channel terminal), listed
 * with the shared list machinery: the caller's company, or every company for a data scope '1' administrator.
 */
import { sql, type SqlBool } from 'kysely';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { defineHandlers, requireUser } from '../../../http/contract';
import { parseDateTime } from '../../../lib/datetime';
import { dataScopeOf, scopeKey } from '../../../lib/data-scope';
import { listPage, listRequest, type ListSpec } from '../../../lib/list-query';
import type { AppServices, SessionUser } from '../../../services';
import { dictionary } from '../company/form';
import { dateTime, yuan } from '../common/format';
import { likePrefix as prefix } from '../../../lib/like';

export const PAYMENT_RECORD_LIST: ListSpec = {
  name: 'payment_records',
  idColumn: 'r.id',
  sorts: { createTime: { column: 'r.create_time', cast: 'timestamptz' }, amount: { column: 'r.amount', cast: 'numeric' } },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const STATUSES = new Set(['00', '01', '02', '03']);

async function recordSource(services: AppServices, me: SessionUser, q: OpQuery<'listPaymentRecords'>) {
  const scope = await dataScopeOf(services, me);
  let base = services.db
    .selectFrom('payment_records as r')
    .innerJoin('companies as c', 'c.company_id', 'r.company_id')
    .where('r.channel', '=', q.channel);
  if (scope.kind !== 'all') {
    base = me.companyId ? base.where('r.company_id', '=', me.companyId) : base.where(sql<SqlBool>`false`);
  }
  const no = q.payNo?.trim().toUpperCase();
  if (no) base = base.where((eb) => eb.or([eb('r.pay_no', 'like', prefix(no)), eb('r.order_no', 'like', prefix(no))]));
  if (q.status) base = base.where('r.status', '=', q.status);
  if (q.businessType) base = base.where('r.business_type', '=', q.businessType);
  const start = q.payTimeStart ? parseDateTime(q.payTimeStart) : null;
  const end = q.payTimeEnd ? parseDateTime(q.payTimeEnd) : null;
  if (start) base = base.where('r.create_time', '>=', start);
  if (end) base = base.where('r.create_time', '<=', end);
  return {
    base,
    project: (qb: typeof base) =>
      qb.select([
        sql<string>`${sql.ref('r.id')}::text`.as('id_text'),
        'r.pay_no', 'r.channel', 'r.company_id', 'c.company_name', 'r.business_type', 'r.order_no', 'r.terminal_name', 'r.amount',
        'r.status', 'r.pay_method', 'r.bank_name', 'r.pay_time', 'r.create_time', 'r.remark',
      ]),
    filterKey: {
      s: scope.kind === 'all' ? scopeKey(scope) : `c:${me.companyId ?? ''}`,
      ch: q.channel, no, st: q.status, b: q.businessType, a: start?.getTime(), z: end?.getTime(),
    },
  };
}

export const paymentRecordHandlers = defineHandlers({
  listPaymentRecords: async ({ services, user, query }) => {
    const me = requireUser(user);
    const page = await listPage(services.db, PAYMENT_RECORD_LIST, await recordSource(services, me, query), listRequest(query));
    const names = await dictionary(services, 'PAY_TICKET_BUSSINES_CONFIG');
    const data: Schemas['PaymentRecord'][] = page.data.map((r) => ({
      id: r.id_text,
      payNo: r.pay_no,
      channel: r.channel === 'terminal' ? 'terminal' : 'platform',
      companyId: r.company_id,
      companyName: r.company_name,
      businessType: r.business_type,
      businessName: names.get(r.business_type) ?? null,
      orderNo: r.order_no,
      terminalName: r.terminal_name,
      amount: yuan(r.amount),
      status: (STATUSES.has(r.status) ? r.status : '00') as Schemas['PaymentRecordStatus'],
      payMethod: r.pay_method === 'bank' ? 'bank' : 'prepay',
      bankName: r.bank_name,
      payTime: dateTime(r.pay_time),
      createTime: dateTime(r.create_time) ?? '',
      remark: r.remark,
    }));
    return { ...page, data };
  },
});
