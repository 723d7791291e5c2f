/**
 * A test's scratch folder: made inside the run's own folder under the system's temporary folder (global-setup.ts),
 * which the run removes at its end, so no test needs its own clean-up and none leaves a folder behind.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

export function testDir(prefix: string): string {
  return mkdtempSync(join(inject('tempRoot'), `${prefix}-`));
}
