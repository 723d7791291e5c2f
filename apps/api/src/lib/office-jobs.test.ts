import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/errors';
import type * as officeJobs from './office-jobs';
import { FairSlots, OfficeJobStopped, PreviewRefused } from './office-jobs';

vi.mock('./office-jobs', async (importOriginal) => {
  const original = await importOriginal<typeof officeJobs>();
  // The worker itself is not started here: a stopped job is what readSheet and previewOffice must explain.
  return { ...original, runOfficeJob: vi.fn(() => Promise.reject(new original.OfficeJobStopped('timeout'))) };
});

/** A fake job: records when it starts, ends when the test says so. */
function fakeJobs() {
  const started: string[] = [];
  const enders = new Map<string, () => void>();
  const job = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      enders.set(name, () => resolve(name));
    });
  const end = async (name: string) => {
    enders.get(name)!();
    // Let the finished job's slot pass to the next one (a few microtask turns, no timers).
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { started, job, end };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the office worker slots, shared by company (issue 30 item 6)', () => {
  it('starts another company\'s job second, even behind four of one company', async () => {
    const slots = new FairSlots({ concurrent: 2, queued: 20 });
    const { started, job, end } = fakeJobs();
    const runs = ['A1', 'A2', 'A3', 'A4'].map((n) => slots.run('A', job(n)));
    runs.push(slots.run('B', job('B1')));
    await settle();
    expect(started).toEqual(['A1', 'B1']);
    expect(slots.position('A')).toBe(0);
    await end('B1');
    // B is done: A's next job takes the slot only when A's running one ends (one per company at a time).
    expect(started).toEqual(['A1', 'B1']);
    await end('A1');
    expect(started).toEqual(['A1', 'B1', 'A2']);
    for (const n of ['A2', 'A3', 'A4']) await end(n);
    expect(await Promise.all(runs)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1']);
    expect(slots.position('A')).toBeNull();
  });

  it('gives free slots to the waiting companies in turn, and tells each its place', async () => {
    const slots = new FairSlots({ concurrent: 1, queued: 20 });
    const { started, job, end } = fakeJobs();
    void slots.run('A', job('A1'));
    void slots.run('A', job('A2'));
    void slots.run('A', job('A3'));
    void slots.run('B', job('B1'));
    void slots.run('C', job('C1'));
    await settle();
    expect(started).toEqual(['A1']);
    expect([slots.position('A'), slots.position('B'), slots.position('C'), slots.position('D')]).toEqual([0, 1, 2, null]);
    await end('A1');
    // A had its turn: B and C go before A's next file.
    expect(started).toEqual(['A1', 'B1']);
    expect([slots.position('C'), slots.position('A')]).toEqual([1, 2]);
    await end('B1');
    await end('C1');
    await end('A2');
    expect(started).toEqual(['A1', 'B1', 'C1', 'A2', 'A3']);
  });

  it('frees the slot when a job fails, and refuses beyond the queue limit saying how many wait', async () => {
    const slots = new FairSlots({ concurrent: 1, queued: 1 });
    const { started, job, end } = fakeJobs();
    const failing = slots.run('A', () => Promise.reject(new Error('broken file')));
    const waiting = slots.run('B', job('B1'));
    const refused = await slots.run('C', job('C1')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, key: 'officeQueueFull', params: { waiting: 1 } });
    await expect(failing).rejects.toThrow('broken file');
    await settle();
    expect(started).toEqual(['B1']);
    await end('B1');
    expect(await waiting).toBe('B1');
  });
});

describe('a file stopped at the time limit', () => {
  it('is refused for taking too long, not as too large: in an import and in a preview', async () => {
    const { readSheet } = await import('./excel-import');
    const importRefusal = await readSheet(Buffer.from('PK'), {}, [], 'company:A').catch((e: unknown) => e);
    expect(importRefusal).toMatchObject({ status: 400, key: 'fileTookTooLong', params: { seconds: 20 } });
    const { previewOffice } = await import('../domains/documents/preview');
    const previewRefusal = await previewOffice(Buffer.from('PK'), 'a.xlsx', 'company:A').catch((e: unknown) => e);
    expect(previewRefusal).toBeInstanceOf(PreviewRefused);
    expect((previewRefusal as PreviewRefused).reason).toBe('tooSlow');
    expect(new OfficeJobStopped('memory').reason).toBe('memory');
  });
});
