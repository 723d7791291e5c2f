/**
 * Issue 12 item 15: the seeded data and the samples the product hands out pass every rule its forms enforce
 * (SPEC §5): container numbers with their ISO 6346 check digit, mobiles, plates, credit codes. Each value is
 * read back from the seeded database and run through the very validators of @port/sdk/rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CREDIT_CODE_PATTERN, isMobile, isPlate, isValidContainerNumber } from '@port/sdk/rules';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE } from '../src/domains/trucking/import';
import { startApp } from './helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startApp();
}, 180_000);
afterAll(() => app.close());

/** The values among `values` that `valid` refuses (empty and null values are not the rule's business). */
const failing = (values: ReadonlyArray<string | null | undefined>, valid: (v: string) => boolean) =>
  [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '' && !valid(v)))];

/** Every token shaped like a container number (4 letters + 7 digits) in a text. */
const containerTokens = (text: string) => text.match(/\b[A-Z]{4}\d{7}\b/g) ?? [];

describe('seeded data and samples pass the product\'s own rules', () => {
  it('has container numbers with a valid check digit everywhere', async () => {
    const { db } = app.services;
    const values = [
      ...(await db.selectFrom('truck_order_containers').select('ctn_no as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('eir_records').select('ctn_no as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('weigh_lists').select('ctn_no as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('portal_container_moves').select('container_no as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('edo_records').select('containers').execute()).flatMap((r) => r.containers.map((c) => c.ctnNo)),
      ...(await db.selectFrom('ship_changes').select('containers').execute()).flatMap((r) => r.containers.split(',')),
      // The API products' documented samples.
      ...(await db.selectFrom('api_products').select('endpoints').execute()).flatMap((r) => containerTokens(JSON.stringify(r.endpoints))),
    ];
    expect(values.length).toBeGreaterThan(50);
    expect(failing(values, isValidContainerNumber)).toEqual([]);
  });

  it('has valid mobiles, plates and credit codes', async () => {
    const { db } = app.services;
    const mobiles: Array<string | null | undefined> = [
      ...(await db.selectFrom('users').select('mobile as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('fleet_drivers').select('mobile as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('truck_contacts').select('mobile as v').execute()).map((r) => r.v),
    ];
    const companies = await db.selectFrom('companies').select('profile').execute();
    const profile = (key: string) => companies.map((c) => c.profile[key] as string | null | undefined);
    mobiles.push(...profile('companyMobile'), ...profile('invoiceMobile'));
    expect(failing(mobiles, isMobile)).toEqual([]);

    const plates = [
      ...(await db.selectFrom('fleet_trucks').select(['truck_license', 'trailer_license']).execute()).flatMap((r) => [r.truck_license, r.trailer_license]),
      ...(await db.selectFrom('pap_vehicles').select(['truck_license', 'trailer_license']).execute()).flatMap((r) => [r.truck_license, r.trailer_license]),
      ...(await db.selectFrom('eir_records').select('truck_license as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('weigh_lists').select('truck_license as v').execute()).map((r) => r.v),
      ...(await db.selectFrom('portal_container_moves').select('truck_license as v').execute()).map((r) => r.v),
    ];
    expect(plates.length).toBeGreaterThan(5);
    expect(failing(plates, isPlate)).toEqual([]);
    expect(failing(profile('companyCreditCode'), (v) => CREDIT_CODE_PATTERN.test(v))).toEqual([]);
  });

  it('offers an import template whose sample row passes the import\'s rules', async () => {
    const column = (field: (typeof IMPORT_COLUMNS)[number][0]) => IMPORT_EXAMPLE[IMPORT_COLUMNS.findIndex(([f]) => f === field)]!;
    expect(isValidContainerNumber(column('ctnNo'))).toBe(true);
    expect(isMobile(column('contactPhone'))).toBe(true);
  });
});
