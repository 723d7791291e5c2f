// Runs the pinned pnpm from package.json's packageManager, so a machine with only Node and npm works:
// a pnpm already on PATH at that version is used, else npx fetches it from the npm registry (cached after once).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('..', import.meta.url);
const wanted = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).packageManager.split('@')[1];

function onPath() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  return r.status === 0 && r.stdout.trim() === wanted;
}

export function pnpm(args, opts = {}) {
  const [cmd, pre] = onPath() ? ['pnpm', []] : ['npx', ['--yes', `pnpm@${wanted}`]];
  const r = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
