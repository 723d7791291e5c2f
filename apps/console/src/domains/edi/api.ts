import { saveDownload } from '../../shared/save-download';
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
  saveDownload(res, `moves.${kind === 'codeco' ? 'edi' : 'csv'}`);
}

// The message hub (issue 25): the log, uploads, answers, replay and the company's EDI identities.
export type EdiInterchange = Schemas['EdiInterchange'];
export type EdiReceipt = Schemas['EdiReceipt'];
export type EdiParty = Schemas['EdiParty'];
export type EdiLogQuery = OpQuery<'listEdiInterchanges'>;

export const ediLog = (query: EdiLogQuery) => unwrap(api.GET('/edi/messages', { params: { query } }));
export const uploadInterchange = (fileName: string, text: string) => unwrap(api.POST('/edi/messages', { body: { fileName, text } }));
export const replayInterchange = (id: string) => unwrap(api.POST('/edi/messages/{id}/replay', { params: { path: { id } } }));
export const ediParties = () => unwrap(api.GET('/edi/parties'));
export const addEdiParty = (ediId: string, qualifier: string) => unwrap(api.POST('/edi/parties', { body: { ediId, qualifier } }));
export const removeEdiParty = (id: string) => unwrap(api.DELETE('/edi/parties/{id}', { params: { path: { id } } }));

/** Saves the raw text of a log entry, or the CONTRL/APERAK sent back for it, under the server's file name. */
export async function downloadInterchange(id: string, part: 'raw' | 'contrl' | 'aperak'): Promise<void> {
  const res = await api.GET('/edi/messages/{id}/text', { params: { path: { id }, query: { part } }, parseAs: 'blob' });
  saveDownload(res, `${part}.edi`);
}
