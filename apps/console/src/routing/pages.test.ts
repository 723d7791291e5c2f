import { describe, expect, it } from 'vitest';
import { lazyDescriptions } from '../shared/entity/pages';
import { mergeRegistries, PAGE_TEXTS, PAGES, type PageLoader } from './pages';

/** Every page key the server's routes (apps/api/src/seed/menus.ts) and the static routes named before self-registration. */
const KEYS_BEFORE = [
  'home', 'account/center', 'account/changePassword', 'account/checkIn', 'users/accounts', 'users/roles', 'users/payment',
  'users/invoice', 'users/collection', 'system/review', 'system/collection', 'system/sms', 'user/payLast', 'user/payLastMt',
  'user/phoneRegister', 'message/centre', 'notFound', 'system/notice', 'print/barcode', 'print/downloadPdf',
  'print/downloadPdf2', 'print/qrCodeContent', 'documents/eirPdf', 'documents/eirPdfJX', 'documents/edoPdf',
  'documents/sheetPrint', 'documents/officePreview', 'system/screenToken', 'trucking/orders', 'trucking/place',
  'trucking/orderDetails', 'trucking/gpsDetail', 'trucking/factories', 'trucking/contacts', 'trucking/containers',
  'fleet/trucks', 'fleet/drivers', 'fleet/binding', 'trucking/dispatch', 'fleet/truckGpsDetail', 'trucking/sendsCreate',
  'trucking/sendsDetailed', 'system/apiSubscriptions',
];

describe('page registry', () => {
  it('finds every domain folder’s pages by itself and keeps every page key', () => {
    for (const key of KEYS_BEFORE) expect(PAGES[key], key).toBeTypeOf('function');
  });

  it('registers the vessel pages from their folder alone', () => {
    for (const key of ['vessel/voyages', 'vessel/voyageDetail', 'vessel/voyageForm', 'vessel/vessels', 'vessel/vesselDetail', 'vessel/vesselForm']) {
      expect(PAGES[key], key).toBeTypeOf('function');
    }
  });

  it('refuses a page key two domains claim', () => {
    const page: PageLoader = () => Promise.resolve({ default: () => null });
    expect(() => mergeRegistries({ 'a/pages.ts': { a: { x: page } }, 'b/pages.ts': { b: { x: page } } })).toThrow(/'x'/);
  });

  it('loads each lazily registered description as its registration names it (name, form)', async () => {
    expect(lazyDescriptions.length).toBeGreaterThan(20);
    for (const d of lazyDescriptions) {
      const description = await d.load();
      expect(description.name).toBe(d.name);
      expect(Boolean(description.form), d.name).toBe(d.form);
    }
  });

  it("names the texts a page waits for: its domain's, and the other domains' its pages.ts lists", () => {
    expect(PAGE_TEXTS.get('booking/bookings')).toEqual(['booking']);
    expect(PAGE_TEXTS.get('users/accounts')).toEqual(['accounts', 'admin', 'portal']);
    expect(PAGE_TEXTS.get('bl/billDetail')).toEqual(['bl', 'booking']);
  });

  it('does not take pageTexts for a registry', () => {
    const page: PageLoader = () => Promise.resolve({ default: () => null });
    expect(Object.keys(mergeRegistries({ 'domains/a/pages.ts': { a: { x: page }, pageTexts: ['b'] } }))).toEqual(['x']);
  });
});
