/**
 * Checks an uploaded .xlsx/.docx (a zip) before any parser sees it. The sizes a zip declares cannot be
 * trusted (a bomb under-declares them: a 1.2 MB upload unpacked to gigabytes inside the parser), so every
 * entry is inflated here, its output counted and thrown away, and the check stops as soon as a limit is
 * passed: the total bytes unpacked, the number of entries, and each entry's compression ratio.
 *
 * The entries are read exactly where the parsers (jszip, under exceljs and mammoth) read them: from the
 * central directory's compressed size, after the local header's own name and extra field. A directory that
 * does not end where the end record says (bytes slipped in, which jszip would shift by) is refused.
 */
import { createInflateRaw } from 'node:zlib';

export interface ZipLimits {
  maxEntries: number;
  /** The bytes all entries may unpack to, counted as they are inflated. */
  maxUnpackedBytes: number;
}

/** Deflate of real documents rarely passes 1:100; a bomb is ~1:1000 (Apache POI's ZipSecureFile uses 1:100 too). */
export const MAX_RATIO = 100;
/** An entry may unpack to this much whatever its ratio (small, very repetitive XML parts are normal). */
export const RATIO_GRACE_BYTES = 1024 * 1024;

/** Why a zip is refused: too large (or too compressed) once unpacked, or not a well-formed zip. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'malformed') {
    super(reason);
  }
}

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;

/** The bytes `data` inflates to, refused past `limit`; the output is counted, never kept. */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflate.destroy();
        reject(new ZipRefused('tooLarge'));
      }
    });
    inflate.on('error', () => reject(new ZipRefused('malformed')));
    inflate.on('end', () => resolve(total));
    inflate.end(data);
  });
}

/** The entry names of a zip whose every entry unpacks within the limits; null when `buf` is not a zip at all. */
export async function checkZip(buf: Buffer, limits: ZipLimits): Promise<string[] | null> {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL) return null;
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i -= 1) {
    if (buf.readUInt32LE(i) === END) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipRefused('malformed');
  const entriesHere = buf.readUInt16LE(end + 8);
  const entries = buf.readUInt16LE(end + 10);
  const dirSize = buf.readUInt32LE(end + 12);
  const dirOffset = buf.readUInt32LE(end + 16);
  // ZIP64 (0xffff / 0xffffffff markers) is far beyond any limit here.
  if (entries === 0xffff || dirOffset === 0xffffffff || entries > limits.maxEntries) throw new ZipRefused('tooLarge');
  if (entriesHere !== entries || dirOffset + dirSize !== end) throw new ZipRefused('malformed');

  // What the directory declares already past the limit is refused without inflating anything.
  let declared = 0;
  for (let n = 0, at = dirOffset; n < entries; n += 1) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('malformed');
    declared += buf.readUInt32LE(at + 24);
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  if (declared > limits.maxUnpackedBytes) throw new ZipRefused('tooLarge');

  const names: string[] = [];
  let unpacked = 0;
  let at = dirOffset;
  for (let n = 0; n < entries; n += 1) {
    const flags = buf.readUInt16LE(at + 8);
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const localOffset = buf.readUInt32LE(at + 42);
    if (flags & 0x1) throw new ZipRefused('malformed'); // encrypted
    names.push(buf.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);

    if (localOffset + 30 > end || buf.readUInt32LE(localOffset) !== LOCAL) throw new ZipRefused('malformed');
    const dataStart = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    if (dataStart + compressed > end) throw new ZipRefused('malformed');
    const data = buf.subarray(dataStart, dataStart + compressed);
    const budget = limits.maxUnpackedBytes - unpacked;
    if (method === 0) {
      if (compressed > budget) throw new ZipRefused('tooLarge');
      unpacked += compressed;
    } else if (method === 8) {
      unpacked += await inflatedSize(data, Math.min(budget, Math.max(RATIO_GRACE_BYTES, compressed * MAX_RATIO)));
    } else {
      throw new ZipRefused('malformed');
    }
  }
  return names;
}
