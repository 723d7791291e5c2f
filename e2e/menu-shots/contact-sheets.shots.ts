/**
 * Contact sheets of folders of screenshots taken earlier (or by other means), without shooting again:
 *
 *   cd e2e && SHEETS=/tmp/shots/en-US/390,/tmp/shots/dark ./node_modules/.bin/playwright test \
 *     --config menu-shots/menu-shots.config.ts contact-sheets        [SHEETS_PER=24: shots a picture]
 *
 * Skipped when SHEETS is not set (so the menu walk alone does not run it).
 */
import { join } from 'node:path';
import { test } from '../fixtures';
import { contactSheet, pngWidth, shotsIn } from './contact-sheet';

for (const dir of process.env.SHEETS?.split(',').filter(Boolean) ?? []) {
  test(`contact sheet of ${dir}`, async ({ browser }) => {
    const shots = shotsIn(dir);
    test.skip(!shots.length, `no screenshots in ${dir}`);
    const per = process.env.SHEETS_PER ? Number(process.env.SHEETS_PER) : undefined;
    const pictures = await contactSheet(browser, dir, pngWidth(join(dir, shots[0]!.file)), shots, per);
    console.log(pictures.join('\n'));
  });
}
