import { join } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The files that also run on the embedded database when `npm test` has PostgreSQL + Redis for the whole suite
 * (API_TESTS_SCOPE=embedded). PGlite is PostgreSQL compiled to WebAssembly, so a domain's SQL behaves the same on
 * both; what differs is storage (one connection running one transaction at a time, the data directory, dump and
 * restore, the template copy, migrations and seed from nothing) and the single-process bus. These files test
 * exactly that, and the access matrix calls every operation of every domain as the roles that own its records: the
 * smoke that no domain's code waits on a second connection PGlite does not have (the other companies' probes and
 * their table snapshots, and the input fuzz, check authorisation and validation, which do not depend on the storage:
 * they run on PostgreSQL). Without PostgreSQL the whole suite runs on PGlite.
 */
const EMBEDDED = [
  'test/access-matrix.test.ts', // every operation as each owning role: each domain's smoke on one connection
  'test/data-move.test.ts', // PGlite backup, restore and move to PostgreSQL
  'test/files.test.ts', // files on the local disk
  'test/ledger.test.ts', // concurrent holds on one connection
  'test/pickup.test.ts', // racing slot reservations
  'test/idempotency.test.ts', // first answer kept and replayed
  'test/seed-rules.test.ts', // seed from nothing
  'test/vocabulary-migration.test.ts', // migrations over older data
  'test/gps-simulator.test.ts', // the embedded mode's simulator
  'test/message-ws.test.ts', // pushes on the in-process bus
  'test/security-http.test.ts', // the embedded server's headers and limits
  'test/env-example.test.ts',
  'src/**/*.test.ts', // unit tests, no database
];

/**
 * The files that take longest start first: on a clean clone vitest has no durations cached and orders by file size,
 * and a long, short-sourced file started last leaves one of the two cores idle at the end of the run.
 */
const LONG_FIRST = ['test/access-matrix.test.ts', 'test/input-fuzz.test.ts', 'test/security-http.test.ts', 'test/ledger.test.ts', 'test/data-move.test.ts'];
class LongFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONG_FIRST.length : i;
    };
    return sorted.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
  }
}

const scope = process.env.API_TESTS_SCOPE === 'embedded' ? EMBEDDED : ['src/**/*.test.ts', 'test/**/*.test.ts'];
const timings = process.env.TEST_TIMINGS_DIR;

export default defineConfig({
  test: {
    include: scope,
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own in-memory PGlite; two at a time fits 2 cores.
    maxWorkers: 2,
    sequence: { sequencer: LongFirst },
    testTimeout: 30_000,
    // A server start copies the seeded template; on a machine busy with other suites that can take a minute.
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    // `npm test` collects every test's duration to name the slowest at its end.
    reporters: timings ? ['default', ['json', { outputFile: join(timings, `api-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}.json`) }]] : ['default'],
  },
});
