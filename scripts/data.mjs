// `node scripts/data.mjs backup <file> | restore <file> [--force] | to-postgres`: the api's data commands
// (apps/api/src/cli/data.ts, docs/operators.md "Data") on the built api; run `npm start` or the build first.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const cli = new URL('../apps/api/dist/data.js', import.meta.url).pathname;
if (!existsSync(cli)) {
  console.error('apps/api/dist/data.js is missing: build the api first (node scripts/pnpm.mjs --filter @port/api run build)');
  process.exit(2);
}
process.exit(spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit' }).status ?? 1);
