// Generates src/generated/{openapi.json,schema.d.ts} from the hand-written contract in openapi/.
// With --check it regenerates into a temp dir and fails when the committed files differ (CI staleness check).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(pkg, '..', '..');
const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'sdk-gen-')) : join(pkg, 'src', 'generated');
// The check's scratch copy goes when the process does, stale or not (process.exit included).
if (check) process.on('exit', () => rmSync(out, { recursive: true, force: true }));
mkdirSync(out, { recursive: true });
const bin = (name) => join(pkg, 'node_modules', '.bin', name);

execFileSync(bin('redocly'), ['bundle', join(root, 'openapi', 'openapi.yaml'), '-o', join(out, 'openapi.json'), '--ext', 'json'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
execFileSync(bin('openapi-typescript'), [join(out, 'openapi.json'), '-o', join(out, 'schema.d.ts')], {
  stdio: ['ignore', 'ignore', 'inherit'],
});

if (check) {
  for (const f of ['openapi.json', 'schema.d.ts']) {
    const committed = join(pkg, 'src', 'generated', f);
    if (!existsSync(committed) || readFileSync(committed, 'utf8') !== readFileSync(join(out, f), 'utf8')) {
      console.error(`packages/sdk/src/generated/${f} is stale: run \`pnpm gen\` and commit the result.`);
      process.exit(1);
    }
  }
  console.log('generated SDK files are up to date');
}
