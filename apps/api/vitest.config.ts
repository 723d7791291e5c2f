import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file starts its own in-memory PGlite; two at a time fits 2 cores.
    maxWorkers: 2,
    testTimeout: 30_000,
    // A server start copies the seeded template; on a machine busy with other suites that can take a minute.
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
