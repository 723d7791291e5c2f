/**
 * One way to build a domain (issue 29): every domain folder registers through its domain.ts and registry.ts,
 * and the central files that assemble the server (the handler map, the migration list, the seed and the menus)
 * reach no domain folder except through the registry. So adding a domain touches, of the api's central files,
 * registry.ts alone (docs/developers.md "Adding a domain" lists the rest: openapi/ and the SDK).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../src/domains/registry';

const src = resolve(import.meta.dirname, '..', 'src');
const domainsDir = join(src, 'domains');

/** The mechanism's own files in domains/, which the central files may import. */
const MECHANISM = new Set(['domains/module.ts', 'domains/registry.ts', 'domains/migrations.ts', 'domains/index.ts']);

/** The files that assemble the server from the domains. */
const CENTRAL = ['domains/index.ts', 'domains/migrations.ts', 'db/migrations/index.ts', 'seed/index.ts', 'seed/menus.ts'];

/** The src-relative files a source file imports by a relative path ('.ts' added when the specifier has none). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) => {
    const target = relative(src, resolve(join(src, dirname(file)), s));
    if (existsSync(join(src, `${target}.ts`))) return `${target}.ts`;
    if (existsSync(join(src, target, 'index.ts'))) return `${target}/index.ts`;
    return target;
  });
}

/** Every folder under domains/ that holds a domain.ts (message/content is a domain inside message/). */
function domainFolders(dir = domainsDir): string[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory() && !path.endsWith('migrations'))
    .flatMap((path) => [...(existsSync(join(path, 'domain.ts')) ? [relative(src, path)] : []), ...domainFolders(path)]);
}

describe('the domain manifest', () => {
  it('assembles the server in central files that reach no domain folder but through the registry', () => {
    const reached = CENTRAL.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('domains/') && !MECHANISM.has(target))
        .map((target) => `${file} -> ${target}`),
    );
    expect(reached).toEqual([]);
  });

  it('has a domain.ts in every folder of domains/, each listed once in the registry', () => {
    const topLevel = readdirSync(domainsDir).filter((name) => statSync(join(domainsDir, name)).isDirectory());
    expect(topLevel.filter((name) => !existsSync(join(domainsDir, name, 'domain.ts')))).toEqual([]);
    const registry = importsOf('domains/registry.ts').filter((t) => t.endsWith('/domain.ts')).map((t) => dirname(t));
    expect([...registry].sort()).toEqual(domainFolders().sort());
    expect(new Set(DOMAINS.map((d) => d.name)).size).toBe(DOMAINS.length);
  });

  it('counts the files outside domains/ that reach into a domain folder: only the few listed here', () => {
    // What is left for issue 29's later parts: the sockets and workers server.ts starts by hand (not yet a
    // manifest hook), two library helpers and the bulk-order tool. A new domain adds nothing here.
    const KNOWN: Record<string, string[]> = {
      accounts: ['lib/entity/notify.ts'],
      auth: ['server.ts'],
      documents: ['lib/office-worker.ts'],
      message: ['lib/entity/notify.ts', 'server.ts'],
      open: ['server.ts'],
      screen: ['server.ts'],
      trucking: ['seed/million.ts'],
    };
    const outside = files('').filter((f) => !f.startsWith('domains/'));
    const touching: Record<string, string[]> = {};
    for (const file of outside) {
      for (const target of importsOf(file)) {
        const folder = /^domains\/([^/]+)\//.exec(target)?.[1];
        if (!folder) continue;
        touching[folder] = [...new Set([...(touching[folder] ?? []), file])].sort();
      }
    }
    expect(touching).toEqual(KNOWN);
  });
});

function files(dir: string): string[] {
  return readdirSync(join(src, dir)).flatMap((name) => {
    const path = dir ? `${dir}/${name}` : name;
    if (statSync(join(src, path)).isDirectory()) return files(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}
