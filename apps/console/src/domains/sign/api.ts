/** The sign domain's calls beyond the entity's (openapi/paths/sign.yaml): the contract PDF and the verification. */
import { api, unwrap } from '../../app/api';

/** Downloads the contract PDF (the server checks its digest and seals first; a refusal is shown by the error catalogue). */
export async function downloadContractPdf(id: string, fileName: string): Promise<void> {
  const res = await api.GET('/sign/contracts/{id}/pdf', { params: { path: { id } }, parseAs: 'blob' });
  if (!res.response.ok || !(res.data instanceof Blob)) throw new Error('download failed');
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const verifyContract = (contractNo: string, hash: string) => unwrap(api.GET('/sign/verify', { params: { query: { contractNo, hash } } }));
