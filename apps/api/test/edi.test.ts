/**
 * The EDI entry (issue 15): with EDI_URL it leads to that platform with a signed single sign-on token; without it
 * the company reads its own gate moves (its bookings' and trucking orders' containers, never another company's),
 * filters and pages them, and downloads them as one CODECO interchange or as CSV.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyEdiToken } from '../src/domains/message/content/edi';
import { verifyingSecrets } from '../src/lib/signing-keys';
import { bearer, FORWARDER, startApp, tokenFor } from './helpers';

let app: FastifyInstance;
let forwarder = '';
const AGENT = '13800000005';
const TERMINAL = '13800000006';
const BARGE = '13800000007';

type Move = { id: string; containerNo: string; direction: string; billNo: string | null; time: string; emptyFull: string };
type Page = { data: Move[]; total: number; pageNo: number; pageSize: number };

const list = async (token: string, query = ''): Promise<Page> => {
  const res = await app.inject({ method: 'GET', url: `/new/api/edi/moves${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().result as Page;
};

beforeAll(async () => {
  app = await startApp({ ediUrl: null });
  forwarder = await tokenFor(app, FORWARDER);
}, 240_000);
afterAll(async () => app.close());

describe('EDI moves', () => {
  it('answers null for the entry without EDI_URL, and refuses a stranger', async () => {
    const entry = await app.inject({ method: 'GET', url: '/new/api/edi/entry', headers: bearer(forwarder) });
    expect(entry.json().result).toEqual({ url: null });
    expect((await app.inject({ method: 'GET', url: '/new/api/edi/moves' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/new/api/edi/moves/codeco' })).statusCode).toBe(401);
  });

  it("lists only the company's own gate moves, newest first, with filters and paging", async () => {
    const db = app.services.db;
    const company = (await db.selectFrom('users').select('company_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow()).company_id!;
    const own = new Set((await db.selectFrom('bookings').select('booking_no').where('company_id', '=', company).where('booking_no', 'is not', null).execute()).map((b) => b.booking_no));
    const page = await list(forwarder, '?pageSize=10');
    expect(page.total).toBeGreaterThan(10);
    expect(page.data).toHaveLength(10);
    for (const m of page.data) expect(own.has(m.billNo)).toBe(true);
    expect([...page.data].map((m) => m.time)).toEqual([...page.data].map((m) => m.time).sort().reverse());
    const second = await list(forwarder, '?pageSize=10&pageNo=2');
    expect(second.data.map((m) => m.id).filter((id) => page.data.some((m) => m.id === id))).toEqual([]);

    const gateIn = await list(forwarder, '?direction=gateIn&pageSize=50');
    expect(gateIn.data.length).toBeGreaterThan(0);
    // Full export containers and, at the yard, empties too (the yard-fee visits).
    expect(gateIn.data.every((m) => m.direction === 'gateIn' && (m.emptyFull === 'F' || m.emptyFull === 'E'))).toBe(true);
    const one = page.data[0]!;
    const byContainer = await list(forwarder, `?containerNo=${one.containerNo.slice(0, 8).toLowerCase()}`);
    expect(byContainer.data.every((m) => m.containerNo.startsWith(one.containerNo.slice(0, 8)))).toBe(true);
    expect(byContainer.data.some((m) => m.id === one.id)).toBe(true);

    // A company with no bookings or orders of these containers sees none of them.
    const barge = await tokenFor(app, BARGE);
    expect((await list(barge)).total).toBe(0);
    // The agent the bookings were addressed to sees them too.
    const agent = await tokenFor(app, AGENT);
    expect((await list(agent)).total).toBeGreaterThan(0);
  });

  it("ties the terminal's gate move of a trucking order's container to the forwarder", async () => {
    const db = app.services.db;
    const company = (await db.selectFrom('users').select('company_id').where('mobile', '=', FORWARDER).executeTakeFirstOrThrow()).company_id!;
    const ctn = await db.selectFrom('truck_order_containers as c').innerJoin('truck_orders as o', 'o.id', 'c.order_id')
      .select('c.ctn_no').where('o.forwarder_company_id', '=', company).orderBy('c.id').executeTakeFirstOrThrow();
    const terminal = await tokenFor(app, TERMINAL);
    const move = await app.inject({ method: 'POST', url: '/new/api/open/gateMoves', headers: { ...bearer(terminal), 'idempotency-key': 'edi-test-move-1' }, payload: { containerNo: ctn.ctn_no, event: 'gateOut', truckLicense: '浙B12345' } });
    expect(move.statusCode).toBe(200);
    const found = await list(forwarder, `?containerNo=${ctn.ctn_no}`);
    expect(found.data.map((m) => m.direction)).toContain('gateOut');
    expect((await list(await tokenFor(app, BARGE), `?containerNo=${ctn.ctn_no}`)).total).toBe(0);
  });

  it('downloads the filter as one CODECO interchange and as CSV', async () => {
    const all = await list(forwarder, '?pageSize=10');
    const res = await app.inject({ method: 'GET', url: '/new/api/edi/moves/codeco', headers: bearer(forwarder) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="CODECO_FWD001_E\d{12}\.edi"$/);
    const segments = res.body.replace(/\n/g, '').split("'").filter(Boolean);
    expect(res.body.startsWith("UNA:+.? '")).toBe(true);
    expect(segments[1]).toMatch(/^UNB\+UNOW:4\+PORTOP\+FWD001\+\d{8}:\d{4}\+E\d{12}$/);
    expect(segments.filter((s) => s.startsWith('EQD+CN+'))).toHaveLength(all.total);
    expect(segments.at(-1)).toMatch(/^UNZ\+2\+E\d{12}$/);
    for (const [i, s] of segments.entries()) {
      if (!s.startsWith('UNT+')) continue;
      const start = segments.slice(0, i).map((x) => x.startsWith('UNH+')).lastIndexOf(true);
      expect(Number(s.split('+')[1])).toBe(i - start + 1);
    }

    const gateOut = await app.inject({ method: 'GET', url: '/new/api/edi/moves/codeco?direction=gateOut', headers: bearer(forwarder) });
    expect(gateOut.body.match(/BGM\+(\d+)/g)).toEqual(['BGM+36']);

    const csv = await app.inject({ method: 'GET', url: '/new/api/edi/moves/csv?direction=gateIn', headers: { ...bearer(forwarder), 'accept-language': 'en-US' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('Container,Size/type,Empty/full,Gate,Time,Terminal,Operator,B/L / booking no.,Plate');
    expect(lines.length - 1).toBe((await list(forwarder, '?direction=gateIn')).total);
    expect(lines.slice(1).every((l) => l.split(',')[3] === 'Gate in')).toBe(true);
  });

  it('leads to EDI_URL with a signed single sign-on token when configured', async () => {
    const other = await startApp({ ediUrl: 'https://edi.port.example/sso?from=portal' });
    try {
      const token = await tokenFor(other, FORWARDER);
      const { url } = (await other.inject({ method: 'GET', url: '/new/api/edi/entry', headers: bearer(token) })).json().result as { url: string };
      const link = new URL(url);
      expect(`${link.origin}${link.pathname}`).toBe('https://edi.port.example/sso');
      expect(link.searchParams.get('from')).toBe('portal');
      const claims = verifyEdiToken(verifyingSecrets(other.services.env), link.searchParams.get('token')!, new Date());
      expect(claims).toMatchObject({ mobile: FORWARDER });
      expect(verifyEdiToken(verifyingSecrets(other.services.env), `${link.searchParams.get('token')!}x`, new Date())).toBeNull();
    } finally {
      await other.close();
    }
  }, 240_000);
});
