/** The read statistics calls of the notice domain (the posts themselves go through the entity pages). */
import { saveDownload } from '../../shared/save-download';
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';

export type ReadStats = Schemas['NoticeReadStats'];
export type ReadsQuery = Omit<OpQuery<'listNoticePostReads'>, never>;

export const fetchReads = (id: string, query: ReadsQuery) =>
  unwrap(api.GET('/admin/notices/{id}/reads', { params: { path: { id }, query } }));

/** Saves the statistics (the current filter) as the server names the workbook. */
export async function downloadReads(id: string, query: Pick<ReadsQuery, 'read' | 'mobile'>): Promise<void> {
  const res = await api.GET('/admin/notices/{id}/reads/export', { params: { path: { id }, query }, parseAs: 'blob' });
  saveDownload(res, `reads-${id}.xlsx`);
}
