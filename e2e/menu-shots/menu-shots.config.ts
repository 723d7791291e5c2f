import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The menu screenshots (menu-screenshots.shots.ts): outside the CI run, against a server already running on
 * E2E_PORT (built as `npm start` serves it, demo seed on).
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.shots.ts',
  retries: 0,
  webServer: undefined,
  outputDir: 'out/test-results',
  use: { ...base.use, baseURL: `http://localhost:${process.env.E2E_PORT ?? 8080}`, trace: 'off' },
});
