import { describe, expect, it } from 'vitest';
import { detectType, extensionOf } from './magic';

const bytes = (...b: number[]) => Buffer.from(b);

describe('detectType reads what a file is from its first bytes', () => {
  it('knows the pictures and documents the upload accepts', () => {
    expect(detectType(bytes(0xff, 0xd8, 0xff, 0xe0))?.kind).toBe('jpeg');
    expect(detectType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.kind).toBe('png');
    expect(detectType(Buffer.from('GIF89a....'))?.kind).toBe('gif');
    expect(detectType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.kind).toBe('webp');
    const bmp = Buffer.alloc(54);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    expect(detectType(bmp)?.kind).toBe('bmp');
    expect(detectType(Buffer.from('%PDF-1.7\n'))).toMatchObject({ kind: 'pdf', mime: 'application/pdf', picture: false });
    expect(detectType(bytes(0x50, 0x4b, 0x03, 0x04, 0x14))?.kind).toBe('zip');
    expect(detectType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))?.kind).toBe('ole');
  });

  it('recognises svg behind an XML declaration, a BOM or a comment, so it can be refused', () => {
    expect(detectType(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- x --><svg xmlns="http://www.w3.org/2000/svg"/>'))?.kind).toBe('svg');
    expect(detectType(Buffer.from('  <svg onload="alert(1)">'))?.kind).toBe('svg');
  });

  it('knows nothing of text, HTML, a bare "BM" or an empty file', () => {
    expect(detectType(Buffer.from('hello'))).toBeNull();
    expect(detectType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectType(Buffer.from('BM is not a bitmap, just text'))).toBeNull();
    expect(detectType(Buffer.alloc(0))).toBeNull();
  });

  it('reads the extension case-insensitively, none when absent', () => {
    expect(extensionOf('Scan.JPEG')).toBe('jpeg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
  });
});
