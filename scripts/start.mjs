// `npm start`: install, build the whole product, then serve it on its embedded defaults
// (PGlite under .data/, in-process bus, local files) at http://localhost:${PORT:-8080}/new/.
import { spawn } from 'node:child_process';
import { pnpm } from './pnpm.mjs';

const step = (name, args) => {
  console.log(`\n▶ ${name}`);
  const code = pnpm(args);
  if (code !== 0) {
    console.error(`✖ ${name} failed (exit ${code})`);
    process.exit(code);
  }
};

step('install', ['install', '--frozen-lockfile']);
step('build', ['turbo', 'run', 'build', '--filter=@port/api', '--filter=@port/portal', '--filter=@port/console', '--filter=@port/screen']);

console.log('\n▶ serve');
const server = spawn(process.execPath, ['apps/api/dist/main.js'], { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => server.kill(s));
server.on('exit', (code) => process.exit(code ?? 0));
