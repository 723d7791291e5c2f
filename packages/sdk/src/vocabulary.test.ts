/**
 * One vocabulary (issue 13): each domain has one name, and that name is its openapi/ files, its folder in
 * apps/api/src/domains, apps/console/src/domains and packages/sdk/src/domains, and its i18n namespace. A file or
 * folder named outside DOMAIN_NAMES fails here: rename it to the domain it belongs to, or add a new domain to the
 * list, or (with the reason) to EXCEPTIONS. The spec's URLs are not names here; they stay as the spec gives them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from './domains/index';

const root = resolve(__dirname, '../../..');

/** The domain names (docs/developers.md "Vocabulary" says what each is and where it lives). */
const DOMAIN_NAMES = [
  'accounts', 'address', 'admin', 'arrival', 'auth', 'barcode', 'barge', 'bl', 'booking', 'chat', 'decl', 'dict',
  'documents', 'edi', 'files', 'fleet', 'gps', 'health', 'home', 'ledger', 'message', 'notice', 'open', 'packing', 'pap',
  'permits', 'pickup', 'portal', 'screen', 'shipchange', 'shipment', 'sign', 'status', 'trucking', 'tyre', 'vessel',
  'weigh', 'wentai', 'wmm', 'yardbk', 'yardfee',
] as const;

/**
 * Names that are not a domain, where they may appear, and why. `fleet` and `trucking` are both domains for now:
 * dispatch is `fleet` in the console and `trucking` in the api; that pair is renamed with trucking's move onto the
 * domain mechanism.
 */
const EXCEPTIONS: Readonly<Record<string, { where: readonly Place[]; why: string }>> = {
  common: { where: ['openapi/components'], why: 'schemas every domain shares (envelope, dates, paging)' },
  responses: { where: ['openapi/components'], why: 'the error answers every operation shares' },
  entity: { where: ['openapi/components'], why: "the entity mechanism's shared shapes (history, keyset page)" },
  export: { where: ['openapi/paths'], why: "the export-progress call every list's export polls" },
  print: { where: ['console'], why: "SPEC §2.3's bare shell pages (not found), no domain" },
};

type Place = 'openapi/paths' | 'openapi/components' | 'api' | 'console' | 'sdk';

const FOLDERS: Readonly<Record<Place, string>> = {
  'openapi/paths': 'openapi/paths',
  'openapi/components': 'openapi/components',
  api: 'apps/api/src/domains',
  console: 'apps/console/src/domains',
  sdk: 'packages/sdk/src/domains',
};

/** The names a place uses: its folders, and for openapi/ its .yaml files and sub-folders. */
function namesIn(place: Place): string[] {
  const dir = join(root, FOLDERS[place]);
  return readdirSync(dir).flatMap((entry) => {
    if (statSync(join(dir, entry)).isDirectory()) return [entry];
    return place.startsWith('openapi/') && entry.endsWith('.yaml') ? [entry.slice(0, -'.yaml'.length)] : [];
  });
}

describe('one vocabulary', () => {
  it.each(Object.keys(FOLDERS) as Place[])('%s names only domains (or a listed exception of that place)', (place) => {
    const strays = namesIn(place).filter(
      (name) => !(DOMAIN_NAMES as readonly string[]).includes(name) && !EXCEPTIONS[name]?.where.includes(place),
    );
    expect(strays).toEqual([]);
  });

  it('an exception names no domain and is still needed', () => {
    for (const [name, { where }] of Object.entries(EXCEPTIONS)) {
      expect(DOMAIN_NAMES).not.toContain(name);
      for (const place of where) expect(namesIn(place), `${name} in ${place}`).toContain(name);
    }
  });

  it("each SDK domain's name is its folder", () => {
    expect(DOMAINS.map((d) => d.name).sort()).toEqual(namesIn('sdk').sort());
  });

  it("the accounts contract files are the api accounts domain's parts", () => {
    const parts = readdirSync(join(root, 'apps/api/src/domains/accounts'));
    for (const place of ['openapi/paths', 'openapi/components'] as const) {
      for (const file of readdirSync(join(root, place, 'accounts'))) expect(parts, `${place}/accounts/${file}`).toContain(file.replace(/\.yaml$/, ''));
    }
  });
});

/**
 * Permission prefixes: an operation's x-permission begins with its domain's name, except the strings SPEC §6 gives
 * (fleet:*, td:main:*, truck:data:list), which stay as the spec spells them, and one permission another domain's
 * operation borrows. Migration 0176_permission_prefixes renamed the others (system:, user:collection:, shipconfig:,
 * dangerous:, reefer:, prearrival:, customs:) in the stored menus, and 0177_trucking_directory_permissions trucking's
 * directory (td:factory|contact|ctn: → trucking:…).
 */
const PERMISSION_EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  fleet: ['gps', 'trucking'], // SPEC §6 fleet:*; the GPS map and dispatch are the fleet's screens
  td: ['trucking', 'bl'], // SPEC §6 td:main:*, and nothing else under td:
  truck: ['fleet'], // SPEC §6 truck:data:list
  accounts: ['ledger'], // a refund to the company's payment account needs what editing that account needs (accounts:user:edit)
};

describe('permission prefixes', () => {
  const files = ['', 'accounts/'].flatMap((sub) =>
    readdirSync(join(root, 'openapi/paths', sub))
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => ({ domain: sub ? 'accounts' : f.slice(0, -'.yaml'.length), path: join(root, 'openapi/paths', sub, f) })),
  );
  it.each(files.map((f) => [f.path.slice(root.length + 1), f] as const))('%s: its domain or a listed exception', (_p, { domain, path }) => {
    const prefixes = [...readFileSync(path, 'utf8').matchAll(/x-permission: '([a-zA-Z]+):/g)].map((m) => m[1]!);
    expect(prefixes.filter((p) => p !== domain && !PERMISSION_EXCEPTIONS[p]?.includes(domain))).toEqual([]);
  });
  it("td: holds only SPEC §6's td:main:* (trucking's directory is trucking:factory|contact|ctn:*)", () => {
    const td = files.flatMap(({ path }) => [...readFileSync(path, 'utf8').matchAll(/x-permission: '(td:[^']*)'/g)].map((m) => m[1]!));
    expect(td.length).toBeGreaterThan(0);
    expect(td.filter((p) => !p.startsWith('td:main:'))).toEqual([]);
  });
});
