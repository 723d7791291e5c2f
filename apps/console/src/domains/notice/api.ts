/** The read statistics calls of the notice domain (the posts themselves go through the entity pages). */
import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';

export type ReadStats = Schemas['NoticeReadStats'];
export type ReadsQuery = Omit<OpQuery<'listNoticePostReads'>, never>;

export const fetchReads = (id: string, query: ReadsQuery) =>
  unwrap(api.GET('/admin/notices/{id}/reads', { params: { path: { id }, query } }));

/** Saves the statistics (the current filter) as the server names the workbook. */
export async function downloadReads(id: string, query: Pick<ReadsQuery, 'read' | 'mobile'>): Promise<void> {
  const res = await api.GET('/admin/notices/{id}/reads/export', { params: { path: { id }, query }, parseAs: 'blob' });
  if (!res.response.ok || !(res.data instanceof Blob)) throw new Error('download failed');
  const header = res.response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  const name = utf8 ? decodeURIComponent(utf8) : `reads-${id}.xlsx`;
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
