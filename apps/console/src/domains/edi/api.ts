import type { OpQuery, Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';

export type EdiMove = Schemas['EdiMove'];
export type EdiFilters = Omit<OpQuery<'listEdiMoves'>, 'pageNo' | 'pageSize' | 'cursor'>;

export const ediEntry = () => unwrap(api.GET('/edi/entry'));
export const ediMoves = (query: OpQuery<'listEdiMoves'>) => unwrap(api.GET('/edi/moves', { params: { query } }));

/** Saves one download of the filter (CODECO or CSV) under the server's file name. */
export async function downloadMoves(kind: 'codeco' | 'csv', query: EdiFilters): Promise<void> {
  const res = kind === 'codeco'
    ? await api.GET('/edi/moves/codeco', { params: { query }, parseAs: 'blob' })
    : await api.GET('/edi/moves/csv', { params: { query }, parseAs: 'blob' });
  if (!res.response.ok || !(res.data instanceof Blob)) throw new Error('download failed');
  const name = /filename="([^"]+)"/.exec(res.response.headers.get('content-disposition') ?? '')?.[1] ?? `moves.${kind === 'codeco' ? 'edi' : 'csv'}`;
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
