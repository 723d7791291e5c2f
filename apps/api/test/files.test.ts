import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, FLEET, FORWARDER, startSignedIn } from './helpers';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5f7b1c50000000049454e44ae426082',
  'hex',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart/form-data body: fields first, then the file part named `file`. */
function multipart(file: { name: string; bytes: Buffer; type?: string } | null, fields: Record<string, string> = {}) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('file upload, signed links and downloads', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let forwarder: string;
  let fleet: string;
  let admin: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'port-files-'));
    ({ app, tokens: [forwarder, fleet, admin] } = await startSignedIn([FORWARDER, FLEET, ADMIN], { dataDir }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = async (token: string, file: Parameters<typeof multipart>[0], fields: Record<string, string> = {}) => {
    const body = multipart(file, fields);
    const res = await app.inject({ method: 'POST', url: '/new/api/base/file/upload', payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
    return { status: res.statusCode, body: res.json() as { code: number; msg: string; field?: string; result: { fileUrl: string; fileName: string; size: number; contentType: string } | null } };
  };

  it('stores a picture, answers its path and 文件上传成功!, and records the upload in the audit log', async () => {
    const res = await upload(forwarder, { name: '营业执照.png', bytes: PNG, type: 'image/png' }, { bizType: 'company' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('文件上传成功!');
    expect(res.body.result).toMatchObject({ fileName: '营业执照.png', size: PNG.length, contentType: 'image/png' });
    expect(res.body.result!.fileUrl).toMatch(/^company\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    const audit = await app.services.db.selectFrom('audit_log').selectAll().where('entity', '=', 'file').where('entity_id', '=', res.body.result!.fileUrl).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.action).toBe('upload');
  });

  it('refuses a .png whose content is text, whatever the browser claims', async () => {
    const res = await upload(forwarder, { name: 'photo.png', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件类型不支持，或文件内容与扩展名不符');
    expect(res.body.field).toBe('file');
  });

  it('refuses a 3 MB picture with 文件大小不能超过2M, and a 6 MB file whole with 文件大小不能超过5M', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const picture = await upload(forwarder, { name: 'big.png', bytes: big });
    expect(picture.status).toBe(400);
    expect(picture.body.msg).toBe('文件大小不能超过2M');

    const huge = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    const file = await upload(forwarder, { name: 'big.pdf', bytes: huge });
    expect(file.status).toBe(400);
    expect(file.body.msg).toBe('文件大小不能超过5M');
    const stored = await app.services.db.selectFrom('stored_files').select('path').where('original_name', 'in', ['big.png', 'big.pdf']).execute();
    expect(stored).toHaveLength(0);
  });

  it('refuses svg (it can carry script), onboarding images other than jpeg/png, and a request without a file', async () => {
    const svg = await upload(forwarder, { name: 'logo.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
    expect(svg.status).toBe(400);
    const gif = await upload(forwarder, { name: 'licence.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }, { bizType: 'company' });
    expect(gif.status).toBe(400);
    expect(gif.body.msg).toBe('图片仅支持jpg/jpeg/png格式');
    const none = await upload(forwarder, null, { bizType: 'company' });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择要上传的文件');
    const badBiz = await upload(forwarder, { name: 'a.png', bytes: PNG }, { bizType: '../etc' });
    expect(badBiz.status).toBe(400);
    const anonymous = multipart({ name: 'a.png', bytes: PNG });
    const res = await app.inject({ method: 'POST', url: '/new/api/base/file/upload', payload: anonymous.payload, headers: anonymous.headers });
    expect(res.statusCode).toBe(401);
  });

  it('stores a JPEG named .png as the JPEG it is', async () => {
    const res = await upload(forwarder, { name: 'renamed.png', bytes: Buffer.concat([JPEG_HEAD, Buffer.alloc(64)]) });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ contentType: 'image/jpeg' });
    expect(res.body.result!.fileUrl).toMatch(/\.jpg$/);
  });

  it('gives a signed link to the company and to reviewers only, served with nosniff and a safe content type', async () => {
    const up = await upload(forwarder, { name: '身份证.png', bytes: PNG }, { bizType: 'company' });
    const fileUrl = up.body.result!.fileUrl;
    const q = `/new/api/base/file/queryFileUrl?fileUrl=${encodeURIComponent(fileUrl)}`;

    const other = await app.inject({ method: 'GET', url: q, headers: bearer(fleet) });
    expect(other.statusCode).toBe(404);
    const reviewer = await app.inject({ method: 'GET', url: q, headers: bearer(admin) });
    expect(reviewer.statusCode).toBe(200);

    const own = await app.inject({ method: 'GET', url: q, headers: bearer(forwarder) });
    const link = own.json().result as { url: string; expiresAt: string };
    const got = await app.inject({ method: 'GET', url: link.url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(String(got.headers['content-security-policy'])).toContain('sandbox');
    expect(String(got.headers['content-disposition'])).toMatch(/^inline;/);
    expect(got.rawPayload.equals(PNG)).toBe(true);

    const tampered = link.url.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect((await app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherPath = link.url.replace(encodeURIComponent(fileUrl), encodeURIComponent(fileUrl.replace(/.png$/, '.jpg')));
    expect((await app.inject({ method: 'GET', url: otherPath })).statusCode).toBe(403);
  });

  it('serves a PDF as an attachment named by its original name, and the link expires', async () => {
    const up = await upload(forwarder, { name: '合同.pdf', bytes: PDF });
    const own = await app.inject({ method: 'GET', url: `/new/api/base/file/queryFileUrl?fileUrl=${encodeURIComponent(up.body.result!.fileUrl)}`, headers: bearer(forwarder) });
    const url = (own.json().result as { url: string }).url;
    const got = await app.inject({ method: 'GET', url });
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(String(got.headers['content-disposition'])).toContain(`attachment; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('合同.pdf')}`);

    const expired = new URL(url, 'http://x');
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 1));
    expect((await app.inject({ method: 'GET', url: `${expired.pathname}${expired.search}` })).statusCode).toBe(403);
  });

  it("lists a business order's attachments to its company only", async () => {
    await upload(forwarder, { name: '发票.pdf', bytes: PDF }, { bizType: 'order', businessNo: 'TD20261121001', businessType: 'TRUCK', fileType: 'invoice' });
    await upload(forwarder, { name: '回单.png', bytes: PNG }, { bizType: 'order', businessNo: 'TD20261121001', businessType: 'TRUCK', fileType: 'receipt' });
    const mine = await app.inject({ method: 'POST', url: '/new/api/pay/businessOrder/viewFileList', payload: { businessNo: 'TD20261121001' }, headers: bearer(forwarder) });
    const files = mine.json().result as Array<{ fileName: string; fileType: string; url: string; uploadBy: string }>;
    expect(files.map((f) => [f.fileName, f.fileType])).toEqual([['发票.pdf', 'invoice'], ['回单.png', 'receipt']]);
    expect(files[0]!.uploadBy).toBe('货代张经理');
    expect((await app.inject({ method: 'GET', url: files[1]!.url })).statusCode).toBe(200);

    const theirs = await app.inject({ method: 'POST', url: '/new/api/pay/businessOrder/viewFileList', payload: { businessNo: 'TD20261121001' }, headers: bearer(fleet) });
    expect(theirs.json().result).toEqual([]);
  });
});
