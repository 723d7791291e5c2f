// `npm test`: install everything the tests need (packages; Debian's Chromium, CJK fonts and poppler-utils when missing)
// and run every test: contract lint and staleness, typecheck, lint, unit and API integration tests (PGlite;
// PostgreSQL + Redis too when they answer), then the product's end-to-end tests in Chromium.
// Every stage ends with its duration (`⏱ stage: N s`); a table of them comes before the closing counts line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm } from './pnpm.mjs';

const root = new URL('..', import.meta.url).pathname;
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Names of the tests that failed (vitest's FAIL lines, Playwright's failed and flaky lists), printed near the end. */
const failedTests = new Set();
/** Each stage as it ended: name, seconds, outcome ('ok', 'failed', 'skipped'). */
const stages = [];
const seconds = (s) => (s < 10 ? s.toFixed(1) : String(Math.round(s)));
/** The whole run's budget: CI allows 90 minutes; staying under 40 leaves room for the next features' tests. */
const BUDGET_MINUTES = 40;
const runStarted = performance.now();
/** The API suites and Playwright write every test's duration here (their json reporters); read by slowestTests(). */
const timingsDir = mkdtempSync(join(tmpdir(), 'port-test-timings-'));

/** Every test the json reporters saw: name, seconds, retries (Playwright's). */
function testTimings() {
  const tests = [];
  for (const file of existsSync(timingsDir) ? readdirSync(timingsDir) : []) {
    let report;
    try {
      report = JSON.parse(readFileSync(join(timingsDir, file), 'utf8'));
    } catch {
      continue; // a stage cut short leaves no (or half a) report
    }
    const suite = file.replace(/\.json$/, '');
    // vitest: testResults[].assertionResults[]
    for (const f of report.testResults ?? [])
      for (const t of f.assertionResults ?? []) tests.push({ name: `${suite} ${f.name.replace(`${root}`, '')} › ${t.fullName}`, took: (t.duration ?? 0) / 1000, retries: 0 });
    // Playwright: suites nest; each spec's tests hold one result per try.
    const walk = (s) => {
      for (const spec of s.specs ?? [])
        for (const t of spec.tests ?? []) {
          const results = t.results ?? [];
          tests.push({ name: `${suite} ${spec.file}:${spec.line} › ${spec.title}`, took: results.reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000, retries: Math.max(0, results.length - 1) });
        }
      for (const child of s.suites ?? []) walk(child);
    };
    for (const s of report.suites ?? []) walk(s);
  }
  return tests;
}

/** Times one stage: prints its header, and its duration when `body` (answering an exit code) is done. */
async function stage(name, body) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const code = await body();
  const took = (performance.now() - started) / 1000;
  if (code !== 0) failures.push(name);
  stages.push({ name, took, outcome: code === 0 ? 'ok' : 'failed' });
  console.log(`⏱ ${name}: ${seconds(took)} s`);
  return code;
}
function skipStage(name, why) {
  console.log(`\n↷ skipping ${name}: ${why}`);
  stages.push({ name, took: 0, outcome: 'skipped' });
}

/** The stage table, the overall verdict, and the counts line, which stays the last line of the run. */
function finish() {
  const width = Math.max(...stages.map((s) => s.name.length), 'total'.length);
  console.log(`\n${'stage'.padEnd(width)}  ${'time'.padStart(7)}  result`);
  for (const s of stages) console.log(`${s.name.padEnd(width)}  ${`${seconds(s.took)} s`.padStart(7)}  ${s.outcome}`);
  const total = stages.reduce((sum, s) => sum + s.took, 0);
  console.log(`${'total'.padEnd(width)}  ${`${seconds(total)} s`.padStart(7)}`);
  const tests = testTimings();
  rmSync(timingsDir, { recursive: true, force: true });
  if (tests.length) {
    console.log('\nslowest tests:');
    for (const t of [...tests].sort((a, b) => b.took - a.took).slice(0, 10)) console.log(`${`${seconds(t.took)} s`.padStart(8)}  ${t.name}`);
  }
  const retried = tests.filter((t) => t.retries > 0);
  console.log(`\nretried tests: ${retried.length ? '' : 'none'}`);
  for (const t of retried) console.log(`  ${t.name} (${t.retries} ${t.retries === 1 ? 'retry' : 'retries'})`);
  const minutes = (performance.now() - runStarted) / 60_000;
  console.log(`\n⏱ npm test took ${minutes.toFixed(1)} min of its ${BUDGET_MINUTES}-minute budget (${Math.round((minutes / BUDGET_MINUTES) * 100)} %)${minutes > BUDGET_MINUTES ? ': over budget' : ''}`);
  // Near the end, so a log shown only by its tail still names what failed.
  if (failedTests.size) console.log(`\nfailed tests:\n${[...failedTests].slice(0, 30).map((t) => `  ${t}`).join('\n')}`);
  console.log(`\n${failures.length ? `✖ failed: ${failures.join('; ')}` : '✔ all test stages passed'}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failures.length ? 1 : 0);
}

function run(name, args, env = {}) {
  return stage(name, () => spawnStage(args, env));
}
function spawnStage(args, env) {
  // Output is teed so the counts of vitest and Playwright can be added up for the closing line.
  return new Promise((resolve) => {
    const [cmd, pre] = pnpmCommand();
    const child = spawn(cmd, [...pre, ...args], { cwd: root, env: { ...process.env, FORCE_COLOR: '0', TEST_TIMINGS_DIR: timingsDir, ...env } });
    // Playwright's closing lists: a count line ('  6 failed') then one indented line per test.
    let list = null;
    const scan = (chunk) => {
      // Colour codes are stripped: some runners colour their summary whatever FORCE_COLOR says.
      const text = chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
      for (const line of text.split('\n')) {
        const vt = line.match(/^\s*(?:\S+:\s+)?Tests\s+(.*)$/);
        if (vt) count(vt[1]);
        const vf = line.match(/^\s*(?:\S+:\s+)?FAIL\s+(.+?)\s*$/);
        if (vf) failedTests.add(vf[1]);
        const pw = line.match(/^\s+(\d+) (passed|failed|flaky|skipped|did not run)( \(|$)/);
        if (pw) add(pw[2], Number(pw[1]));
        if (pw) list = pw[2] === 'failed' || pw[2] === 'flaky' ? pw[2] : null;
        else if (list && /^\s{4}\S/.test(line)) failedTests.add(`${list === 'flaky' ? '(flaky) ' : ''}${line.trim()}`);
        else if (line.trim()) list = null;
      }
    };
    child.stdout.on('data', (c) => (process.stdout.write(c), scan(c)));
    child.stderr.on('data', (c) => process.stderr.write(c));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}
function add(kind, n) {
  if (kind === 'passed' || kind === 'flaky') totals.passed += n;
  else if (kind === 'failed') totals.failed += n;
  else totals.skipped += n;
}
function count(summary) {
  for (const m of summary.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) add(m[2] === 'todo' ? 'skipped' : m[2], Number(m[1]));
}
let resolved;
function pnpmCommand() {
  if (resolved) return resolved;
  const wanted = JSON.parse(spawnSync('node', ['-p', 'JSON.stringify(require("./package.json").packageManager)'], { cwd: root, encoding: 'utf8' }).stdout).split('@')[1];
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  resolved = r.status === 0 && r.stdout.trim() === wanted ? ['pnpm', []] : ['npx', ['--yes', `pnpm@${wanted}`]];
  return resolved;
}
const answers = (port) =>
  new Promise((resolve) => {
    const s = new Socket();
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.connect(port, '127.0.0.1');
  });

/**
 * Debian packages the tests drive: Chromium (+ CJK fonts) for Playwright, poppler's pdfinfo/pdftoppm for the PDF
 * specs, nginx (1.3 MB) for the deploy smoke test in front of two api replicas. An optional one that apt-get cannot
 provide only skips the stage that needs it.
 */
const DEBIAN_NEEDS = [
  { file: '/usr/bin/chromium', packages: ['chromium', 'fonts-noto-cjk'] },
  { file: '/usr/bin/pdfinfo', packages: ['poppler-utils'] },
  { file: '/usr/sbin/nginx', packages: ['nginx'], optional: true },
];

/** Answers 0 when every file is there (installing what is missing), 1 when apt-get could not provide it. */
function ensureDebianPackages() {
  const missing = DEBIAN_NEEDS.filter((n) => !existsSync(n.file));
  if (missing.length === 0) {
    console.log(`already installed: ${DEBIAN_NEEDS.map((n) => n.packages.join(', ')).join(', ')}`);
    return 0;
  }
  const packages = missing.flatMap((n) => n.packages);
  console.log(`installing with apt-get: ${packages.join(' ')}`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  apt(['update', '-qq']);
  const required = missing.filter((n) => !n.optional).flatMap((n) => n.packages);
  const r = apt(['install', '-y', '-qq', ...packages]);
  // An optional package must not take the required ones down with it: retry without it.
  if (r.status !== 0 && required.length && required.length < packages.length) apt(['install', '-y', '-qq', ...required]);
  const still = missing.filter((n) => !existsSync(n.file));
  for (const n of still.filter((m) => m.optional)) console.log(`↷ could not install ${n.packages.join(' ')}: the stage that needs ${n.file} will be skipped`);
  if (still.some((n) => !n.optional)) {
    console.error(`✖ could not install ${still.filter((n) => !n.optional).map((n) => n.file).join(', ')} with apt-get`);
    return 1;
  }
  return 0;
}

/**
 * deploy/'s shape without Docker (scripts/deploy-smoke.mjs): nginx with deploy/nginx.conf in front of two replicas of
 * the built product on one PostgreSQL + Redis. It answers 2 when it cannot run here (no nginx, PostgreSQL or Redis).
 */
async function deploySmoke() {
  const name = 'deploy smoke: nginx + two api replicas on PostgreSQL + Redis';
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const r = spawnSync(process.execPath, [join(root, 'scripts/deploy-smoke.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(r.stdout ?? '');
  if (r.status === 2) {
    skipStage(name, (r.stdout ?? '').trim().replace(/^skipped: /, ''));
    return;
  }
  const took = (performance.now() - started) / 1000;
  const ok = r.status === 0;
  const checks = (r.stdout ?? '').match(/^[✔✖] (?!deploy smoke)/gm) ?? [];
  add('passed', checks.filter((c) => c.startsWith('✔')).length);
  add('failed', checks.filter((c) => c.startsWith('✖')).length);
  if (!ok) failures.push(name);
  stages.push({ name, took, outcome: ok ? 'ok' : 'failed' });
  console.log(`⏱ ${name}: ${seconds(took)} s`);
}

// Nothing else can run without the packages and the browser, so a failure here ends the run (with its table).
if ((await stage('install packages (pnpm install --frozen-lockfile)', () => pnpm(['install', '--frozen-lockfile']))) !== 0) finish();
if ((await stage('Debian packages (apt-get: Chromium, CJK fonts, poppler-utils, nginx)', ensureDebianPackages)) !== 0) finish();

await run('contract: generated SDK is up to date', ['--filter', '@port/sdk', 'run', 'gen:check']);
await run('no import circles (dependency-cruiser)', ['run', 'cycles']);
const pg = await answers(5432);
const redis = await answers(6379);
// With PostgreSQL + Redis the whole API suite runs there (production's shape), and PGlite runs the files where the
// embedded database behaves differently plus every domain's smoke (apps/api/vitest.config.ts, EMBEDDED); without
// them, the whole suite runs on PGlite.
const embeddedScope = pg && redis ? { API_TESTS_SCOPE: 'embedded' } : {};
await run(`typecheck, lint, unit and API integration tests (PGlite${pg && redis ? ': embedded-specific files' : ''})`, ['turbo', 'run', 'typecheck', 'lint', 'test', '--concurrency=2', '--continue'], embeddedScope);

if (pg && redis) {
  // Two files at a time, as on PGlite: each has a database of its own (a copy of the run's template) and its own
  // bus channels on the one Redis (REDIS_CHANNEL_PREFIX, set by the tests' startApp).
  await run('API integration tests on PostgreSQL + Redis', ['--filter', '@port/api', 'exec', 'vitest', 'run'], {
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
} else {
  skipStage('API integration tests on PostgreSQL + Redis', `${pg ? '' : 'nothing answers on 127.0.0.1:5432 '}${redis ? '' : 'nothing answers on 127.0.0.1:6379'}`.trim());
}

if ((await run('build the product', ['turbo', 'run', 'build', '--filter=@port/api', '--filter=@port/portal', '--filter=@port/console', '--filter=@port/screen'])) === 0) {
  await deploySmoke();
  // A fresh database for the end-to-end run; the Playwright config starts the built server on it.
  const dataDir = mkdtempSync(join(tmpdir(), 'port-e2e-'));
  // First the specs that change what every other spec sees, alone; then the rest (E2E_WORKERS at a time, default 1)
  // (e2e/playwright.config.ts, EXCLUSIVE). One data directory: the second server opens the first one's database.
  await run('end-to-end tests in Chromium: exclusive specs, one at a time', ['--filter', '@port/e2e', 'exec', 'playwright', 'test', '--project=exclusive'], { E2E_DATA_DIR: dataDir, E2E_PHASE: 'exclusive' });
  await run('end-to-end tests in Chromium: the rest', ['--filter', '@port/e2e', 'exec', 'playwright', 'test', '--project=shared', '--no-deps'], { E2E_DATA_DIR: dataDir, E2E_PHASE: 'shared' });
  rmSync(dataDir, { recursive: true, force: true });
} else {
  skipStage('deploy smoke: nginx + two api replicas on PostgreSQL + Redis', 'the build failed');
  skipStage('end-to-end tests in Chromium', 'the build failed');
}

finish();
