/**
 * What a file really is, read from its first bytes (never from its name or the browser's content type).
 */
export type DetectedKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'svg' | 'pdf' | 'zip' | 'ole';

export interface Detected {
  kind: DetectedKind;
  /** The content type stored and served. */
  mime: string;
  /** The extension the stored file gets. */
  ext: string;
  /** Pictures have the 2 MB limit; everything else 5 MB. */
  picture: boolean;
}

const TYPES: Record<DetectedKind, Omit<Detected, 'kind'>> = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', picture: true },
  png: { mime: 'image/png', ext: 'png', picture: true },
  gif: { mime: 'image/gif', ext: 'gif', picture: true },
  webp: { mime: 'image/webp', ext: 'webp', picture: true },
  bmp: { mime: 'image/bmp', ext: 'bmp', picture: true },
  svg: { mime: 'image/svg+xml', ext: 'svg', picture: true },
  pdf: { mime: 'application/pdf', ext: 'pdf', picture: false },
  zip: { mime: 'application/zip', ext: 'zip', picture: false },
  ole: { mime: 'application/x-ole-storage', ext: 'bin', picture: false },
};

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, at: number, text: string) => buf.toString('latin1', at, at + text.length) === text;

function kindOf(buf: Buffer): DetectedKind | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(buf, 0, 'GIF87a') || ascii(buf, 0, 'GIF89a')) return 'gif';
  if (ascii(buf, 0, 'RIFF') && ascii(buf, 8, 'WEBP')) return 'webp';
  // 'BM' alone is too weak (plain text can start so): the DIB header size must also be one of the real ones.
  if (ascii(buf, 0, 'BM') && buf.length >= 18 && [12, 40, 52, 56, 64, 108, 124].includes(buf.readUInt32LE(14))) return 'bmp';
  if (ascii(buf, 0, '%PDF-')) return 'pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  const head = buf.toString('utf8', 0, Math.min(buf.length, 1024)).replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

export function detectType(buf: Buffer): Detected | null {
  const kind = kindOf(buf);
  return kind ? { kind, ...TYPES[kind] } : null;
}

/** The contents each accepted name extension may have. Raster pictures may carry each other's extension. */
const RASTER: DetectedKind[] = ['jpeg', 'png', 'gif', 'webp', 'bmp'];
export const EXTENSION_KINDS: Record<string, DetectedKind[]> = {
  jpg: RASTER, jpeg: RASTER, png: RASTER, gif: RASTER, webp: RASTER, bmp: RASTER,
  svg: ['svg'],
  pdf: ['pdf'],
  docx: ['zip'], xlsx: ['zip'], zip: ['zip'],
  doc: ['ole'], xls: ['ole'],
};

export const extensionOf = (name: string) => (/\.([a-z0-9]{1,8})$/i.exec(name)?.[1] ?? '').toLowerCase();
