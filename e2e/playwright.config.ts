import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8080);
const ci = !!process.env.CI;
/** `npm test` collects every test's duration (and retries) to name the slowest at its end. */
const timings = process.env.TEST_TIMINGS_DIR;

/**
 * Specs that change what every other spec sees (a demo account's password or roles, portal news and popups, a
 * user's whole bell, failed sign-ins of a demo account) or read the whole of something others add to (every page,
 * the alarm board, the same rows in several time zones). They run alone, one at a time, before the rest; every
 * other spec works on records of its own (unique numbers and names) and runs two at a time against the same server.
 */
const EXCLUSIVE = [
  'admin/admin.spec.ts',
  'console/account.spec.ts',
  'console/notices.spec.ts',
  'console/time-zone.spec.ts',
  'foundation/sign-in.spec.ts',
  'portal/sign-in.spec.ts',
  'notice/*.spec.ts',
  'trucking/fleet-permissions.spec.ts',
  'lang/*.spec.ts',
  'screen/board.spec.ts',
];

/**
 * End-to-end tests of the product as `npm start` serves it (the built api serving the three front ends),
 * in Debian's Chromium, on a fresh seeded database with the captcha switched off.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // One spec a core (two on CI's machines), at most four: a spec mostly waits for the server and the browser.
  workers: Math.min(4, Math.max(2, availableParallelism())),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: timings ? [['list'], ['json', { outputFile: `${timings}/e2e-${process.env.E2E_PHASE ?? 'all'}.json` }]] : [['list']],
  outputDir: 'test-results',
  projects: [
    { name: 'exclusive', testMatch: EXCLUSIVE, workers: 1 },
    // `npm test` runs the two projects one after the other (`--project=shared --no-deps` second).
    { name: 'shared', testIgnore: EXCLUSIVE, dependencies: ['exclusive'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'zh-CN',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node ../apps/api/dist/main.js',
    url: `http://localhost:${port}/new/api/code`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '/tmp/port-e2e-data',
      CAPTCHA_ENABLED: 'false',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_CAPTCHA: '1000',
      // Every spec's SMS comes from this one address; the per-mobile limits still apply.
      RATE_LIMIT_SMS: '1000',
      // The open API spec: a webhook's first retry after 1 s (not 5 s); the receiver it runs is on loopback.
      WEBHOOK_RETRY_BASE_MS: '1000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // The order flow watches a dispatched truck move: a tick every second, not every five.
      GPS_SIMULATOR_TICK_MS: '1000',
      // The shell's iframe pages open this (routed) outside system: the CSP's frame-src names only listed hosts.
      EXTERNAL_LINK_HOSTS: 'www.edi.example',
    },
  },
});
