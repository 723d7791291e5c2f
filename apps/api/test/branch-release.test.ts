import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startApp } from './helpers';
import { addCompanyWithUser, Caller, ctn, MOBILES } from './trucking-helpers';

interface Release {
  id: string;
  applyNo: string;
  portCode: string;
  terminalCompanyName: string | null;
  containers: string;
  containerCount: number;
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
const OTHER_FORWARDER = '13800000032';
const URL = '/wentai/branchReleases';

const unread = async (who: Caller) =>
  (await who.call<{ allCount: number }>('GET', '/message/messageTemplate/queryUnReadNotice')).body.result.allCount;

describe('branch-line box release (/wentai) on the entity mechanism', () => {
  let app: FastifyInstance;
  let forwarder: Caller;
  let terminal: Caller;
  let other: Caller;
  let voyageId: string;

  beforeAll(async () => {
    app = await startApp();
    await addCompanyWithUser(app, { code: 'FWD002', name: '甬舟国际物流有限公司', kind: 'forwarder' }, { mobile: OTHER_FORWARDER, name: '另一货代', roleKey: 'FORWARDER' });
    [forwarder, terminal, other] = await Caller.all(app, [MOBILES.forwarder, TERMINAL, OTHER_FORWARDER]);
    const voyage = await app.services.db.selectFrom('vessel_voyages').select('seq').limit(1).executeTakeFirstOrThrow();
    voyageId = String(voyage.seq);
  });
  afterAll(() => app.close());

  const body = (containers: string, extra: Record<string, unknown> = {}) => ({
    portCode: 'CNDTU', voyageId, blNo: 'ngbdtu7001', containers, sizeType: '40HC', load: 'laden', remark: null, ...extra,
  });
  const act = (who: Caller, r: Pick<Release, 'id' | 'version'>, action: string, reason?: string) =>
    who.call<Release>('POST', `${URL}/${r.id}/transitions`, { action, version: r.version, ...(reason === undefined ? {} : { reason }) });

  it('lists the seeded applications of both ports to the forwarder and the terminal, filtered by port', async () => {
    const mine = await forwarder.call<Page<Release>>('GET', URL, undefined, { pageSize: '10' });
    expect(mine.status).toBe(200);
    expect(mine.body.result.total).toBeGreaterThanOrEqual(25);
    const dmy = await terminal.call<Page<Release>>('GET', URL, undefined, { portCode: 'CNDMY', pageSize: '50' });
    expect(dmy.body.result.data.length).toBeGreaterThan(0);
    expect(dmy.body.result.data.every((r) => r.portCode === 'CNDMY')).toBe(true);
    expect((await other.call<Page<Release>>('GET', URL)).body.result.total).toBe(0);
  });

  it('walks apply → reject with a reason → edit and resubmit → approve, refusing the wrong party and state', async () => {
    // §5's message for a bad check digit, the same the form shows.
    const good1 = ctn('MSKU', 100001);
    const wrongDigit = `${good1.slice(0, 10)}${(Number(good1.slice(10)) + 1) % 10}`;
    const bad = await forwarder.call('POST', URL, body(`${ctn('TGHU', 200002)},${wrongDigit}`));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('第2个箱号校验位不正确，请填写正确的箱号');
    const malformed = await forwarder.call('POST', URL, body('MSKU12345'));
    expect(malformed.body.msg).toBe('第1个箱号格式不正确，请填写正确的箱号');

    const good = `${ctn('MSKU', 100001)} ${ctn('TGHU', 200002).toLowerCase()}`;
    const created = await forwarder.call<Release>('POST', URL, body(good));
    expect(created.status).toBe(200);
    let r = created.body.result;
    expect(r.status).toBe('draft');
    expect(r.applyNo).toMatch(/^BR\d{12}$/);
    expect(r.containers).toBe(`${ctn('MSKU', 100001)},${ctn('TGHU', 200002)}`);
    expect(r.containerCount).toBe(2);
    expect(r.terminalCompanyName).toBe('北仑第二集装箱码头有限公司');
    expect(r.allowedActions).toEqual(['submit', 'cancel']);

    // A draft is the forwarder's alone (issue 26 §4): the terminal does not reach it before it is submitted.
    const early = await act(terminal, r, 'approve');
    expect(early.status).toBe(404);

    const before = await unread(terminal);
    const submitted = await act(forwarder, r, 'submit');
    expect(submitted.status).toBe(200);
    r = submitted.body.result;
    expect(r.status).toBe('submitted');
    expect(await unread(terminal)).toBe(before + 1);

    // The forwarder cannot audit its own application; another forwarder cannot even read it.
    expect((await act(forwarder, r, 'approve')).status).toBe(403);
    expect((await other.call('GET', `${URL}/${r.id}`)).status).toBe(404);
    expect((await act(other, r, 'approve')).status).toBe(404);

    const terminalView = await terminal.call<Release>('GET', `${URL}/${r.id}`);
    expect(terminalView.body.result.allowedActions).toEqual(['approve', 'reject']);
    const noReason = await act(terminal, r, 'reject', '  ');
    expect(noReason.status).toBe(400);
    const ownerBefore = await unread(forwarder);
    const rejected = await act(terminal, r, 'reject', '箱号与舱单不符');
    expect(rejected.status).toBe(200);
    r = rejected.body.result;
    expect(r.status).toBe('rejected');
    expect(await unread(forwarder)).toBe(ownerBefore + 1);

    // The terminal cannot edit; the forwarder edits the rejected application and resubmits it.
    expect((await terminal.call('PUT', `${URL}/${r.id}`, { ...body(ctn('MSKU', 100001)), version: r.version })).status).toBe(403);
    const edited = await forwarder.call<Release>('PUT', `${URL}/${r.id}`, { ...body(ctn('MSKU', 100001)), version: r.version });
    expect(edited.status).toBe(200);
    r = edited.body.result;
    expect(r.containerCount).toBe(1);
    r = (await act(forwarder, r, 'resubmit')).body.result;
    expect(r.status).toBe('submitted');
    const approved = await act(terminal, r, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.result.status).toBe('approved');
    expect(approved.body.result.allowedActions).toEqual([]);

    // An approved application is no longer edited.
    const late = await forwarder.call('PUT', `${URL}/${r.id}`, { ...body(ctn('MSKU', 100001)), version: approved.body.result.version });
    expect(late.status).toBe(409);

    const history = await forwarder.call<HistoryEntry[]>('GET', `${URL}/${r.id}/history`);
    expect(history.body.result.map((h) => h.action)).toEqual(['create', 'submit', 'reject', 'update', 'resubmit', 'approve']);
    // The edit changed the containers only: the unchanged voyage is not listed.
    expect((history.body.result[3] as unknown as { changes: Array<{ field: string }> }).changes.map((c) => c.field)).toEqual(['containers']);
    expect(history.body.result.find((h) => h.action === 'reject')).toMatchObject({ fromState: 'submitted', toState: 'rejected', reason: '箱号与舱单不符' });
  });

  it('refuses an unknown voyage and a repeated container with the field named', async () => {
    const unknown = await forwarder.call('POST', URL, body(ctn('MSKU', 100003), { voyageId: '999999999' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('船名航次不存在');
    const twice = await forwarder.call('POST', URL, body(`${ctn('MSKU', 100003)},${ctn('MSKU', 100003)}`));
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe(`第2个箱号${ctn('MSKU', 100003)}重复`);
  });
});
