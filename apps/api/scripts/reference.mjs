/**
 * Builds the public API reference (served at /new/api/reference): Redoc, bundled into one HTML file with no CDN,
 * over the contract's api-key operations (openapi/redocly-reference.yaml cuts them out). Run by `build`.
 * The Redocly CLI is the one the SDK already uses to bundle and lint the contract.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

const here = dirname(new URL(import.meta.url).pathname);
const root = resolve(here, '../../..');
const sdk = createRequire(resolve(root, 'packages/sdk/package.json'));
const cliDir = dirname(sdk.resolve('@redocly/cli/package.json'));
const bin = resolve(cliDir, sdk('@redocly/cli/package.json').bin.redocly ?? 'bin/cli.js');
const out = resolve(here, '../dist/reference.html');
mkdirSync(dirname(out), { recursive: true });
execFileSync(
  process.execPath,
  [bin, 'build-docs', 'public', '--config', resolve(root, 'openapi/redocly-reference.yaml'), '--inlineBundle', '--title', '港口社区开放接口 API Reference', '-o', out],
  { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);
// Nothing loads from elsewhere: Redoc's logo links on its CDN become an empty inline image (the icon sets it
// names are not used by this reference), so the page makes no request beyond this origin.
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";
const html = readFileSync(out, 'utf8').replace(/https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g, EMPTY_SVG);
if (/<(script|link|img)[^>]+(src|href)="https?:/i.test(html)) throw new Error('reference: the page loads something from elsewhere');
writeFileSync(out, html);
console.log(`reference: ${out}`);
