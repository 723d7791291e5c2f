/**
 * Saves a file the server sent (an export, a PDF, an EDI text) the way the browser saves a download: under the name
 * of its Content-Disposition (the RFC 5987 `filename*` first, then `filename`), else under `fallbackName`.
 */
export function saveDownload(res: { data?: unknown; response: Response }, fallbackName: string): void {
  if (!res.response.ok || !(res.data instanceof Blob)) throw new Error('download failed');
  const header = res.response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  const plain = /filename="([^"]+)"/.exec(header)?.[1];
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = utf8 ? decodeURIComponent(utf8) : (plain ?? fallbackName);
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later, not at once: the browser reads the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
