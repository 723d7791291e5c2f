/**
 * Once per test run on PGlite: migrate and seed one in-memory database and dump it, so each test file's
 * server starts from that copy instead of migrating and seeding again (seconds saved per file).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';
import { memoryBus } from '../src/bus/bus';
import { readEnv } from '../src/env';
import { seed } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(join(tmpdir(), 'api-template-'));
  const handle = await openDatabase({ databaseUrl: 'memory://', dataDir: dir });
  const env = { ...readEnv(), dataDir: dir, seedDemo: true, captchaEnabled: false };
  await seed({ env, db: handle.db, dbKind: 'pglite', bus: memoryBus(), now: () => new Date() });
  const blob = await handle.dump!();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
}
