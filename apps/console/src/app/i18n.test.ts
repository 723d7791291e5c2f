import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage, tr } from './i18n';
import type { MessageKey } from '@port/sdk';

const BOOKING_NO = 'booking.booking.fields.bookingNo' as MessageKey;
const PLATE = 'portal.query.truckLicense' as MessageKey;

describe('domain texts', () => {
  it('has zh-CN’s domain texts from the start and another language’s once it is loaded', async () => {
    expect(tr(BOOKING_NO)).toBe('订舱号');
    expect(i18n.hasResourceBundle('en-US', 'translation')).toBe(false);
    await loadLanguage('en-US');
    // a described domain's text (@port/sdk/domains) and a console-only one (domains/portal/texts.ts)
    expect(tr(BOOKING_NO)).toBe('Booking no.');
    expect(tr(PLATE)).toBe('Plate');
    await loadLanguage('zh-CN');
    expect(tr(PLATE)).toBe('车牌号');
  });
});
