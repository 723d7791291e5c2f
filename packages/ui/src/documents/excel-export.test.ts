import { describe, expect, it } from 'vitest';
import { ExportError, saveDownload } from './excel-export';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A body that sends some bytes, then fails as a connection cut off mid-download does. */
function brokenBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
      controller.error(new TypeError('terminated'));
    },
  });
}

describe('saving a streamed export', () => {
  it('reports a download that broke off as a failed export and saves nothing', async () => {
    const res = new Response(brokenBody(), { status: 200, headers: { 'content-type': XLSX } });
    // saveBlob needs a document: reaching it would fail with a ReferenceError, not an ExportError.
    await expect(saveDownload(res, 'x.xlsx')).rejects.toBeInstanceOf(ExportError);
  });

  it('refuses a spreadsheet that ends cleanly but is not a whole zip', async () => {
    const res = new Response(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), { status: 200, headers: { 'content-type': XLSX } });
    await expect(saveDownload(res, 'x.xlsx')).rejects.toBeInstanceOf(ExportError);
  });

  it('shows the server’s words when the export answers the error envelope', async () => {
    const res = new Response(JSON.stringify({ code: 500, msg: '服务器错误', message: '服务器错误', result: null }), {
      status: 500, headers: { 'content-type': 'application/json' },
    });
    await expect(saveDownload(res, 'x.xlsx')).rejects.toMatchObject({ serverMessage: '服务器错误' });
  });
});
