/**
 * 费用报表 (SPEC §2.8 /report/exportChargeReport): paid yard fees between two port days, by day, customer or fee
 * item — a yard's or terminal's revenue, a customer's charges, everything for platform staff — and its Excel.
 */
import { sql, type SqlBool } from 'kysely';
import type { FastifyReply } from 'fastify';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import type { ServerLanguage } from '@port/config/server-messages';
import { badRequest, notFound } from '../../http/errors';
import { streamExcel } from '../../lib/excel-export';
import { portDayEnd, portMidnight, portStamp, sqlPortZone } from '../../lib/datetime';
import { clientText } from '../../lib/text';
import type { AppServices, SessionUser } from '../../services';

type Query = OpQuery<'getYardChargeReport'>;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function rangeOf(q: Query, lang: ServerLanguage): { from: Date; to: Date } {
  if (!DAY.test(q.from)) throw badRequest('invalidField', { field: 'from', detail: 'not a date' }, 'from');
  if (!DAY.test(q.to)) throw badRequest('invalidField', { field: 'to', detail: 'not a date' }, 'to');
  const from = portMidnight(q.from);
  const to = portDayEnd(q.to);
  if (!from || !to || to <= from) throw badRequest('invalidField', { field: 'to', detail: 'before from' }, 'to');
  if (to.getTime() - from.getTime() > 366 * 86_400_000) throw badRequest('invalidField', { field: 'to', detail: clientText(lang, 'yardfee.errors.rangeTooLong') }, 'to');
  return { from, to };
}

export async function chargeReport(services: AppServices, me: SessionUser, lang: ServerLanguage, q: Query): Promise<Schemas['YardChargeReport']> {
  const { from, to } = rangeOf(q, lang);
  if (!me.platform && !me.companyId) throw notFound();
  const scope = me.platform ? sql<SqlBool>`true` : sql<SqlBool>`(v.customer_company_id = ${me.companyId} or v.operator_company_id = ${me.companyId})`;
  const where = sql<SqlBool>`v.status = 'paid' and v.paid_time >= ${from} and v.paid_time < ${to} and ${scope}`;
  let rows: Array<{ key: string; label: string | null; n: string; cents: string }>;
  if (q.by === 'day') {
    rows = (await sql<{ key: string; label: string | null; n: string; cents: string }>`
      select to_char(v.paid_time at time zone ${sqlPortZone}, 'YYYY-MM-DD') as key, null as label, count(*)::text as n, coalesce(sum(v.total_cents), 0)::text as cents
      from yardfee_visits v where ${where} group by 1 order by 1`.execute(services.db)).rows;
  } else if (q.by === 'customer') {
    rows = (await sql<{ key: string; label: string | null; n: string; cents: string }>`
      select v.customer_company_id as key, max(c.company_name) as label, count(*)::text as n, coalesce(sum(v.total_cents), 0)::text as cents
      from yardfee_visits v left join companies c on c.company_id = v.customer_company_id where ${where} group by 1 order by 4 desc, 1`.execute(services.db)).rows;
  } else {
    rows = (await sql<{ key: string; label: string | null; n: string; cents: string }>`
      select l->>'itemCode' as key, null as label, count(*)::text as n, coalesce(sum((l->>'amountCents')::bigint), 0)::text as cents
      from yardfee_visits v cross join lateral jsonb_array_elements(v.lines) l where ${where} and (l->>'amountCents')::bigint > 0 group by 1 order by 4 desc, 1`.execute(services.db)).rows;
  }
  const label = (r: { key: string; label: string | null }) => (q.by === 'item' ? clientText(lang, `yardfee.itemCodes.${r.key}`) : r.label ?? r.key);
  const out = rows.map((r) => ({ key: r.key, label: label(r), count: Number(r.n), amountCents: Number(r.cents) }));
  const total = (await sql<{ n: string; cents: string }>`select count(*)::text as n, coalesce(sum(v.total_cents), 0)::text as cents from yardfee_visits v where ${where}`.execute(services.db)).rows[0]!;
  return { by: q.by, from: q.from, to: q.to, rows: out, totalCents: Number(total.cents), totalCount: Number(total.n) };
}

export async function exportChargeReport(services: AppServices, me: SessionUser, lang: ServerLanguage, q: OpQuery<'exportYardChargeReport'>, reply: FastifyReply): Promise<void> {
  const report = await chargeReport(services, me, lang, q);
  type Line = Schemas['YardChargeReportRow'];
  const byLabel = clientText(lang, `yardfee.report.${q.by}`);
  const stamp = portStamp(services.now());
  await streamExcel<Line>({
    services, user: me, reply, exportId: q.exportId, sheetName: 'yardfee_report',
    fileName: `${clientText(lang, 'yardfee.pages.report')}-${byLabel}-${stamp}.xlsx`,
    total: { total: report.rows.length + 1, exact: true },
    rows: (async function* rows() {
      yield [...report.rows, { key: '', label: clientText(lang, 'yardfee.report.total'), count: report.totalCount, amountCents: report.totalCents }];
    })(),
    columns: [
      { header: byLabel, width: 24, value: (r) => r.label },
      { header: clientText(lang, 'yardfee.report.count'), width: 10, value: (r) => r.count },
      { header: clientText(lang, 'yardfee.report.amount'), width: 14, value: (r) => r.amountCents / 100 },
    ],
  });
}
