import { describe, expect, it } from 'vitest';
import { mergeRegistries, PAGES, type PageLoader } from './pages';

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
});
