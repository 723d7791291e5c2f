/**
 * What a business domain hands the server: its handlers, its migrations, its menu entries and what each seeded
 * role selects of them, and its demo data. Each domain folder exports one `domain` of this shape from
 * domain.ts and registry.ts lists them, so adding a domain touches one line there (plus openapi/ and the
 * SDK's registry) instead of the server's handler map, migration list, seed and menu files. Every domain does
 * (test/domain-manifest.test.ts holds it).
 */
import type { Migration } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Handlers } from '../http/contract';
import type { AppServices } from '../services';
import type { WorkSource } from '../lib/entity/work';

/**
 * The business centre's menu: routes (nested, page, iframe, blank, named) and, under pages, buttons
 * whose perms are the permission strings of SPEC §6. Roles select entries by key.
 */
export interface MenuSeed {
  key: string;
  type: 'nested' | 'page' | 'iframe' | 'blank' | 'named' | 'button';
  path?: string;
  title: string;
  component?: string;
  icon?: string;
  keepAlive?: boolean;
  hidden?: boolean;
  link?: string;
  perms?: string;
  children?: MenuSeed[];
}

/**
 * A menu entry of a domain: top level (optionally after another top-level key) or under a parent (appended, or
 * after a sibling key). Top-level entries of every domain are placed first, then the entries under a parent, so
 * a domain may hang a page in a section another domain owns whatever their registry order (seed/menus.ts).
 */
export type DomainMenu = MenuSeed & { under?: string; after?: string };

/** A seed step: what the product needs on every start, and its demo data when `demo` (SEED_DEMO). Idempotent. */
export type SeedStep = (services: AppServices, demo: boolean) => Promise<void>;

/**
 * Seed steps by when they run (seed/index.ts), each stage in registry order:
 * - `core`: right after the menus and platform roles, before any demo data (the demo companies and users every
 *   other step reads);
 * - `main`: beside the domains' seedDemo, at the domain's registry place;
 * - `late`: after every domain's main step and demo data.
 * A stage, not the registry place, fixes when a step runs: the menus need the older domains listed first, while
 * their demo data was made after the newer domains' and the seeds rely on that order (screen's alarms read
 * trucking's demo trucks; permits' demo runs trucking's seed itself because trucking's ran after it), so the
 * order the seed always had is kept.
 */
export interface DomainSeed {
  core?: SeedStep;
  main?: SeedStep;
  late?: SeedStep;
}

export interface DomainModule {
  /** The domain's one name: its folder here, in the console and the SDK, its openapi/ file and i18n namespace. */
  name: string;
  handlers?: Handlers;
  /** Keyed by the name that orders it among db/migrations ('0012_vessel_schedule' runs after '0011_…'). */
  migrations?: Record<string, Migration>;
  menus?: DomainMenu[];
  /** Menu keys (a key selects its subtree, a prefix ending in ':' the buttons under it) each seeded role gains. */
  grants?: Partial<Record<string, readonly string[]>>;
  /**
   * The domain's work items (issue 26): `describedWork(store)` for each entity whose description declares `work`,
   * or a hand-written source; the home's work queue reads every domain's.
   */
  work?: readonly WorkSource[];
  /** Demo data; runs after the core seed and the domains listed before this one. */
  seedDemo?: (services: AppServices) => Promise<void>;
  /** Seed steps that also run without demo data, or at another stage than seedDemo (DomainSeed). */
  seed?: DomainSeed;
  /** Background work of every api process (e.g. a periodic check), started after the seed, stopped before the database closes. */
  start?: (services: AppServices, log: FastifyBaseLogger) => { stop(): Promise<void> };
}

export const defineDomain = (domain: DomainModule): DomainModule => domain;

/** A page's buttons, one per action, whose perms are `resource:action` (SPEC §6). */
export const crudButtons = (resource: string, actions: readonly string[] = ['add', 'edit', 'remove', 'list']): MenuSeed[] =>
  actions.map((a) => ({ key: `${resource}:${a}`, type: 'button' as const, title: a, perms: `${resource}:${a}` }));
