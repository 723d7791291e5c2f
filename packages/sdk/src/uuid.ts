/**
 * A random (version 4) UUID for trace-ids and idempotency keys. Not `crypto.randomUUID`: browsers offer it only in
 * secure contexts (HTTPS, localhost) and the portal may be served over plain HTTP; `getRandomValues` exists
 * everywhere. Not the uuid package: this is all of it the SDK needs, and the portal's first load carries the SDK.
 */
export function uuidv4(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
