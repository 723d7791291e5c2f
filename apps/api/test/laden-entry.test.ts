import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface Entry {
  id: string;
  applyNo: string;
  originPort: string;
  terminalCompanyName: string | null;
  containers: string;
  containerCount: number;
  seals: string;
  weights: string;
  totalWeightKg: number;
  status: string;
  allowedActions: string[];
  version: number;
}
interface Page<T> {
  data: T[];
  total: number;
}
interface HistoryEntry {
  action: string;
  fromState: string | null;
  toState: string | null;
  reason: string | null;
}

const TERMINAL = '13800000006';
const OTHER_FORWARDER = '13800000033';
const URL = '/wentai/ladenEntries';

describe('non-local laden entry (/wentai addInWeightApplyWt): the release mechanism\'s variant', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let other: Caller;
  let voyageId: string;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD003', name: '宁波港通货运代理有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, OTHER_FORWARDER]);
    const voyage = await app.services.db.selectFrom('vessel_voyages').select('seq').limit(1).executeTakeFirstOrThrow();
    voyageId = String(voyage.seq);
  });
  afterAll(() => app.close());

  const two = `${ctn('CSNU', 310001)},${ctn('OOLU', 310002)}`;
  const body = (extra: Record<string, unknown> = {}) => ({
    originPort: 'cnsha', voyageId, blNo: 'sha51000001', containers: two, sizeType: '40HC', seals: 'sl123456, sl123457', weights: '21500 18250', remark: null, ...extra,
  });
  const act = (who: Caller, r: Pick<Entry, 'id' | 'version'>, action: string, reason?: string) =>
    who.call<Entry>('POST', `${URL}/${r.id}/transitions`, { action, version: r.version, ...(reason === undefined ? {} : { reason }) });

  it('lists the seeded laden entries apart from the branch releases, to the forwarder and the terminal only', async () => {
    const mine = await forwarder.call<Page<Entry>>('GET', URL, undefined, { pageSize: '10' });
    expect(mine.status).toBe(200);
    expect(mine.body.result.total).toBeGreaterThanOrEqual(20);
    expect(mine.body.result.data.every((e) => /^LE\d{12}$/.test(e.applyNo) && e.seals.split(',').length === e.containerCount)).toBe(true);
    const sha = await terminal.call<Page<Entry>>('GET', URL, undefined, { originPort: 'CNSHA', pageSize: '50' });
    expect(sha.body.result.data.length).toBeGreaterThan(0);
    expect(sha.body.result.data.every((e) => e.originPort === 'CNSHA')).toBe(true);
    expect((await other.call<Page<Entry>>('GET', URL)).body.result.total).toBe(0);
    // A laden entry is not a branch release: each variant's endpoints read their own rows.
    expect((await forwarder.call('GET', `/wentai/branchReleases/${mine.body.result.data[0]!.id}`)).status).toBe(404);
  });

  it('refuses a bad origin port, seal, weight and a seal count unlike the container count, with the field named', async () => {
    expect((await forwarder.call('POST', URL, body({ originPort: 'SHA' }))).status).toBe(400);
    const local = await forwarder.call('POST', URL, body({ originPort: 'CNNGB' }));
    expect(local.body.msg).toBe('起运港不能是本港');
    const seal = await forwarder.call('POST', URL, body({ seals: 'SL123456,S-1' }));
    expect(seal.body.msg).toBe('第2个铅封号格式不正确（4–15位字母或数字）');
    const weight = await forwarder.call('POST', URL, body({ weights: '21500,95000' }));
    expect(weight.body.msg).toBe('第2个毛重不正确，应为1000–45000之间的整数(kg)');
    const count = await forwarder.call('POST', URL, body({ seals: 'SL123456' }));
    expect(count.body.msg).toBe('铅封号个数应与箱量一致（2个）');
  });

  it('walks apply → terminal rejects with a reason → edit and resubmit → approved, refusing the wrong party and state', async () => {
    const created = await forwarder.call<Entry>('POST', URL, body());
    expect(created.status).toBe(200);
    let r = created.body.result;
    expect(r).toMatchObject({ status: 'draft', originPort: 'CNSHA', seals: 'SL123456,SL123457', weights: '21500,18250', totalWeightKg: 39750, containerCount: 2, terminalCompanyName: '北仑第二集装箱码头有限公司' });
    expect(r.applyNo).toMatch(/^LE\d{12}$/);

    // A draft is the forwarder's alone (issue 26 §4): the terminal does not reach it before it is submitted.
    const early = await act(terminal, r, 'approve');
    expect(early.status).toBe(404);
    r = (await act(forwarder, r, 'submit')).body.result;
    expect(r.status).toBe('submitted');
    expect((await act(forwarder, r, 'approve')).status).toBe(403);
    expect((await other.call('GET', `${URL}/${r.id}`)).status).toBe(404);
    expect((await act(other, r, 'reject', 'x')).status).toBe(404);

    expect((await act(terminal, r, 'reject')).status).toBe(400);
    const rejected = await act(terminal, r, 'reject', '第2箱毛重与过磅不符');
    expect(rejected.status).toBe(200);
    r = rejected.body.result;
    expect(r.status).toBe('rejected');

    expect((await terminal.call('PUT', `${URL}/${r.id}`, { ...body(), version: r.version })).status).toBe(403);
    const edited = await forwarder.call<Entry>('PUT', `${URL}/${r.id}`, { ...body({ weights: '21500,19020' }), version: r.version });
    expect(edited.status).toBe(200);
    r = edited.body.result;
    expect(r.totalWeightKg).toBe(40520);
    r = (await act(forwarder, r, 'resubmit')).body.result;
    const approved = await act(terminal, r, 'approve');
    expect(approved.body.result.status).toBe('approved');
    expect((await forwarder.call('PUT', `${URL}/${r.id}`, { ...body(), version: approved.body.result.version })).status).toBe(409);

    const history = await forwarder.call<HistoryEntry[]>('GET', `${URL}/${r.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'submit', 'reject', 'update', 'resubmit', 'approve']);
    expect(history.body.result.find((h) => h.action === 'reject')).toMatchObject({ fromState: 'submitted', toState: 'rejected', reason: '第2箱毛重与过磅不符' });
  });
});
