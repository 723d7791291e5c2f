import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, FLEET, FORWARDER, startApp, tokenFor } from './helpers';
import { maliciousDocx, maliciousXlsx, SAMPLE_DOCX_TEXT, sampleDocx, samplePdf, sampleXlsx, underDeclaredBomb, zipBomb } from './fixtures/office';
import { signLink } from '../src/domains/documents';
import { officeSlots } from '../src/lib/office-jobs';

const api = '/new/api';

/** A multipart body with one file part. */
function multipart(fileName: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----portTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('documents', () => {
  let app: FastifyInstance;
  let admin: string;
  let forwarder: string;
  let fleet: string;
  let clock = Date.now();

  beforeAll(async () => {
    app = await startApp({}, () => new Date(clock));
    [admin, forwarder, fleet] = await Promise.all([tokenFor(app, ADMIN), tokenFor(app, FORWARDER), tokenFor(app, FLEET)]);
  });
  afterAll(() => app.close());

  const list = async (token: string, kind?: string) =>
    (await app.inject({ method: 'GET', url: `${api}/documents/list`, headers: bearer(token), query: { pageSize: '50', ...(kind ? { kind } : {}) } })).json().result as {
      data: Array<{ kind: string; id: string; number: string }>; total: number;
    };

  it("lists only the caller's company's documents, and every company's for an administrator", async () => {
    const mine = await list(forwarder);
    const theirs = await list(fleet);
    const all = await list(admin);
    expect(mine.total).toBeGreaterThan(0);
    expect(theirs.total).toBeGreaterThan(0);
    expect(all.total).toBe(mine.total + theirs.total);
    const mineIds = new Set(mine.data.map((d) => `${d.kind}:${d.id}`));
    expect(theirs.data.some((d) => mineIds.has(`${d.kind}:${d.id}`))).toBe(false);
    expect((await list(forwarder, 'EDO')).data.every((d) => d.kind === 'EDO')).toBe(true);
  });

  it('answers a document for its print page, and 404 for another company\'s', async () => {
    const eir = (await list(forwarder, 'EIR')).data[0]!;
    const res = await app.inject({ method: 'GET', url: `${api}/documents/record/EIR/${eir.id}`, headers: bearer(forwarder) });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ kind: 'EIR', companyName: '宁港国际货运代理有限公司', eir: { eirNo: eir.number } });
    const weigh = (await list(forwarder, 'WEIGH')).data[0]!;
    const w = (await app.inject({ method: 'GET', url: `${api}/documents/record/WEIGH/${weigh.id}`, headers: bearer(forwarder) })).json().result.weigh;
    expect(w.netKg).toBe(w.grossKg - w.tareKg);
    const foreign = await app.inject({ method: 'GET', url: `${api}/documents/record/EIR/${eir.id}`, headers: bearer(fleet) });
    expect(foreign.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${api}/documents/record/EDO/999999`, headers: bearer(forwarder) })).statusCode).toBe(404);
    // An EIR of one layout is not shown as the other.
    expect((await app.inject({ method: 'GET', url: `${api}/documents/record/EIRJX/${eir.id}`, headers: bearer(forwarder) })).statusCode).toBe(404);
  });

  it('gives each print a new serial number', async () => {
    const edo = (await list(forwarder, 'EDO')).data[0]!;
    const print = () => app.inject({ method: 'POST', url: `${api}/documents/print`, headers: bearer(forwarder), payload: { kind: 'EDO', id: edo.id } });
    const a = (await print()).json().result;
    const b = (await print()).json().result;
    expect(a.serialNo).toMatch(/^P\d{8}\d{6,}$/);
    expect(b.serialNo > a.serialNo).toBe(true);
    expect(a.document.edo.containers.length).toBeGreaterThan(0);
  });

  it('opens a signed link without login until it expires; an altered or forged link shows nothing', async () => {
    const weigh = (await list(forwarder, 'WEIGH')).data[0]!;
    const made = await app.inject({ method: 'POST', url: `${api}/documents/link`, headers: bearer(forwarder), payload: { kind: 'WEIGH', id: weigh.id, ttlMinutes: 30 } });
    const link = made.json().result as { token: string; url: string };
    expect(link.url).toBe(`/new/downloadPdf2/index?t=${encodeURIComponent(link.token)}`);
    const open = (t: string) => app.inject({ method: 'GET', url: `${api}/documents/signed`, query: { t } });
    const ok = await open(link.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.document.weigh.listNo).toBe(weigh.number);

    // Changing the payload to name another document breaks the signature.
    const [payload, sig] = link.token.split('.') as [string, string];
    const other = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(/\.(\d+)\./, (_, id: string) => `.${Number(id) + 1}.`)).toString('base64url');
    const altered = await open(`${other}.${sig}`);
    expect(altered.statusCode).toBe(403);
    expect(altered.json().msg).toBe('链接无效或已过期，请重新获取');
    expect((await open(signLink('another-secret', { kind: 'WEIGH', id: weigh.id, exp: Math.floor(clock / 1000) + 600 }))).statusCode).toBe(403);

    // A link to another company's document cannot be made.
    const theirs = (await list(fleet, 'WEIGH')).data[0]!;
    expect((await app.inject({ method: 'POST', url: `${api}/documents/link`, headers: bearer(forwarder), payload: { kind: 'WEIGH', id: theirs.id } })).statusCode).toBe(404);

    clock += 31 * 60_000;
    expect((await open(link.token)).statusCode).toBe(403);
  });

  const preview = (name: string, data: Buffer) => {
    const { payload, headers } = multipart(name, data);
    return app.inject({ method: 'POST', url: `${api}/documents/preview`, headers: { ...headers, ...bearer(admin) }, payload });
  };

  it('previews a docx as sanitised HTML and an xlsx as cell texts', async () => {
    const docx = await preview('通知.docx', sampleDocx());
    expect(docx.statusCode).toBe(200);
    const d = docx.json().result as { type: string; html: string };
    expect(d.type).toBe('html');
    expect(d.html).toContain(SAMPLE_DOCX_TEXT);
    expect(d.html).toContain('<table>');
    const xlsx = (await preview('过磅.xlsx', await sampleXlsx())).json().result as { type: string; sheets: Array<{ name: string; rows: string[][] }> };
    expect(xlsx.type).toBe('table');
    expect(xlsx.sheets[0]!.name).toBe('过磅记录');
    expect(xlsx.sheets[0]!.rows[1]).toEqual(['CSQU3054383', '32000', '14800', '17200']);
  });

  it('strips script, event attributes, javascript: links and external images from a malicious docx', async () => {
    const html = (await preview('evil.docx', maliciousDocx())).json().result.html as string;
    expect(html).toContain('正文仍然显示');
    expect(html).not.toMatch(/<script|<img[^>]*onerror|javascript:|http:\/\/evil|<a /i);
    expect(html).toContain('&lt;script&gt;'); // the text stays text
  });

  it('shows an xlsx formula as text and never runs it', async () => {
    const rows = (await preview('evil.xlsx', await maliciousXlsx())).json().result.sheets[0].rows as string[][];
    expect(rows[1]![1]).toBe("=cmd|' /C calc'!A0");
    expect(rows[2]![1]).toMatch(/^=WEBSERVICE/);
    expect(rows[3]![1]).toBe('<img src=x onerror="window.__pwned=1">');
  });

  it('refuses damaged, unsupported, oversized and zip-bomb files with a clear message', async () => {
    const damaged = await preview('bad.docx', Buffer.concat([sampleDocx().subarray(0, 200), Buffer.alloc(100)]));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().msg).toBe('文件已损坏或格式不正确');
    expect((await preview('a.pdf', samplePdf())).json().msg).toBe('不支持的文件类型，仅支持 docx、xlsx、pdf');
    expect((await preview('a.exe', Buffer.from('MZ\x90\x00'))).json().msg).toBe('不支持的文件类型，仅支持 docx、xlsx、pdf');
    expect((await preview('bomb.docx', zipBomb())).json().msg).toBe('文件解压后过大（超过50MB）或压缩比异常，无法读取');
    // A bomb whose directory tells the truth nowhere: caught by counting what actually unpacks.
    for (const kind of ['docx', 'xlsx'] as const) {
      const [refused, other] = await Promise.all([
        preview(`bomb.${kind}`, await underDeclaredBomb(kind, 200)),
        app.inject({ method: 'GET', url: `${api}/user/auth/getInfo`, headers: bearer(admin) }),
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().msg).toBe('文件解压后过大（超过50MB）或压缩比异常，无法读取');
      expect(other.statusCode).toBe(200);
    }
    const big = await preview('big.docx', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(400);
    expect(big.json().msg).toBe('文件过大，最大5MB');
  }, 120_000);

  it('lists the hidden print routes for a signed-in role', async () => {
    const routes = (await app.inject({ method: 'GET', url: `${api}/user/auth/getRouters`, headers: bearer(forwarder) })).json().result as Array<{ path: string; children?: Array<{ name: string }> }>;
    const wm = routes.find((r) => r.path === '/weightManageDetail');
    expect(wm?.children?.map((c) => c.name)).toEqual(expect.arrayContaining(['EIRPdf', 'EIRPdfJX', 'EDOPdf']));
  });

  it('tells the caller where their company’s next office file stands in the queue (issue 30 item 6)', async () => {
    const place = async () => (await app.inject({ method: 'GET', url: '/new/api/documents/officeQueue', headers: bearer(forwarder) })).json().result as { position: number | null };
    expect(await place()).toEqual({ position: null });
    const company = (await app.services.db.selectFrom('users').select('company_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow()).company_id;
    const ends: Array<() => void> = [];
    const held = () => new Promise<void>((resolve) => ends.push(resolve));
    // Two other companies hold both slots: the forwarder's file waits as the first company in turn.
    const jobs = [officeSlots.run('company:queue-other-1', held), officeSlots.run('company:queue-other-2', held), officeSlots.run(`company:${company}`, held)];
    expect(await place()).toEqual({ position: 1 });
    ends.shift()!();
    await jobs[0];
    await new Promise((r) => setImmediate(r));
    expect(await place()).toEqual({ position: 0 });
    for (const end of ends.splice(0)) end();
    await Promise.all(jobs);
    expect(await place()).toEqual({ position: null });
  });
});
