/** The read statistics of one notice post as an Excel workbook (the audience is bounded by the user count). */
import type { FastifyReply } from 'fastify';
import type { ServerLanguage } from '@port/config/server-messages';
import { attachmentHeader, smallWorkbook, XLSX_TYPE } from '../../lib/excel-export';
import { clientText } from '../../lib/text';
import type { AppServices } from '../../services';
import { readersQuery, type ReadsFilter } from './readers';

export async function sendReadsWorkbook(
  services: AppServices, reply: FastifyReply, lang: ServerLanguage,
  post: { seq: string; kind: string; notice_id: string | null; popup_id: string | null; title: string }, filter: ReadsFilter,
): Promise<void> {
  const { q, readAt } = readersQuery(services, post, filter);
  const rows = await q.select(['u.name', 'u.mobile', 'c.company_name', readAt.as('read_at')]).orderBy(readAt).orderBy('u.mobile').execute();
  const t = (key: string) => clientText(lang, `notice.reads.${key}`);
  const header = [t('userName'), t('mobile'), t('companyName'), t('state'), t('readAt')];
  const body = rows.map((r) => [r.name, r.mobile, r.company_name, r.read_at ? t('read') : t('unread'), r.read_at]);
  const file = await smallWorkbook('reads', header, body);
  const name = `${clientText(lang, 'notice.pages.reads')}-${post.seq}.xlsx`;
  await reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(name)).send(file);
}
