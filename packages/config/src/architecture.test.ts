/**
 * Rules of the repo's shape, checked on the source: apps reach the contract only through the SDK's public
 * entry points, never its generated files, and no console domain imports another domain's internals.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const e of entries) {
    if (['node_modules', 'dist', 'generated', '.astro'].includes(e)) continue;
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out = out.concat(sources(p));
    else if (/\.(ts|tsx|astro)$/.test(e)) out.push(p);
  }
  return out;
}

const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('architecture', () => {
  it('no app imports the SDK generated files directly', () => {
    const offenders = ['apps/portal/src', 'apps/console/src', 'apps/screen/src', 'apps/api/src', 'packages/ui/src']
      .flatMap((d) => sources(join(root, d)))
      .filter((f) => importsOf(f).some((i) => /sdk\/src\/generated|@port\/sdk\/generated|generated\/schema/.test(i)))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });

  it('no console domain imports another domain', () => {
    const base = join(root, 'apps/console/src/domains');
    const offenders = sources(base).filter((f) => {
      const own = relative(base, f).split('/')[0];
      // Relative imports resolved to their folder: another domain's public description (@port/sdk/domains/…) is
      // the SDK's, not that domain's internals.
      return importsOf(f).some((i) => {
        if (!i.startsWith('.')) return false;
        const target = relative(base, join(dirname(f), i));
        return !target.startsWith('..') && target.split('/')[0] !== own;
      });
    });
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
