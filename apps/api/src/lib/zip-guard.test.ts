import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { makeZip, sampleXlsx } from '../../test/fixtures/office';
import { checkZip, ZipRefused } from './zip-guard';

const limits = { maxEntries: 50, maxUnpackedBytes: 20 * 1024 * 1024 };
const refusal = (p: Promise<unknown>) => p.then(() => 'accepted', (e: unknown) => (e instanceof ZipRefused ? e.reason : String(e)));

describe('checkZip: counts what each entry really unpacks to', () => {
  it('passes a real workbook and names its entries; answers null for what is not a zip', async () => {
    expect(await checkZip(await sampleXlsx(), limits)).toContain('xl/workbook.xml');
    expect(await checkZip(Buffer.from('%PDF-1.4 ...........................'), limits)).toBeNull();
  });

  it('refuses an entry that unpacks past the limit though its directory declares 1 KB', async () => {
    const zeros = deflateRawSync(Buffer.alloc(30 * 1024 * 1024));
    expect(await refusal(checkZip(makeZip([{ name: 'a.xml', data: zeros, claimedSize: 1024, deflated: true }]), { ...limits, maxUnpackedBytes: 100 * 1024 * 1024 }))).toBe('tooLarge');
    expect(await refusal(checkZip(makeZip([{ name: 'a.xml', data: deflateRawSync(Buffer.alloc(2 * 1024 * 1024)), claimedSize: 1024, deflated: true }]), limits))).toBe('tooLarge');
  });

  it('accepts ordinary compression beyond the 1 MB grace, and counts every entry towards the total', async () => {
    const text = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `<c r="A${i}"><v>${(i * 7919) % 100_003}</v></c>`).join(''));
    const part = { name: 'sheet.xml', data: deflateRawSync(text), claimedSize: text.length, deflated: true };
    expect(await checkZip(makeZip([part]), limits)).toEqual(['sheet.xml']);
    const many = Array.from({ length: 10 }, (_, i) => ({ ...part, name: `s${i}.xml` }));
    expect(await refusal(checkZip(makeZip(many), { ...limits, maxUnpackedBytes: text.length * 5 }))).toBe('tooLarge');
    expect(await refusal(checkZip(makeZip([...many, { ...part, name: 'one-too-many.xml' }]), { ...limits, maxEntries: 10 }))).toBe('tooLarge');
  });

  it('refuses a directory that does not end where the end record says', async () => {
    const zip = await sampleXlsx();
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const padded = Buffer.concat([zip.subarray(0, end), Buffer.alloc(16), zip.subarray(end)]);
    expect(await refusal(checkZip(padded, limits))).toBe('malformed');
  });
});
