/**
 * Migrations that live in their domain's folder (the domain mechanism): each domain adds one line, named
 * by the order it must run in among db/migrations (names sort; 0012 runs after 0011).
 */
import type { Migration } from 'kysely';
import * as booking from './booking/migration';
import * as vessel from './vessel/migration';
import * as wentai from './wentai/migration';
import * as dgDeclaration from './decl/migration-0035';

export const DOMAIN_MIGRATIONS: Record<string, Migration> = {
  '0012_vessel_schedule': vessel,
  '0013_booking': booking,
  '0014_branch_release': wentai,
  '0035_dg_declaration': dgDeclaration,
};
