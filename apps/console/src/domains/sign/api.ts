/** The sign domain's calls beyond the entity's (openapi/paths/sign.yaml): the contract PDF and the verification. */
import { saveDownload } from '../../shared/save-download';
import { api, unwrap } from '../../app/api';

/** Downloads the contract PDF (the server checks its digest and seals first; a refusal is shown by the error catalogue). */
export async function downloadContractPdf(id: string, fileName: string): Promise<void> {
  const res = await api.GET('/sign/contracts/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' });
  saveDownload(res, fileName);
}

export const verifyContract = (contractNo: string, hash: string) => unwrap(api.GET('/sign/verify', { params: { query: { contractNo, hash } } }));
