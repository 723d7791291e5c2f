/**
 * The login password as the server expects it: lowercase hex SHA-256 of the UTF-8 text typed (the same
 * digest as @port/sdk/crypto's hashPassword). The browser's Web Crypto does it without shipping a
 * hashing library; pages served without a secure context (no crypto.subtle) load the SDK's on demand.
 */
export async function hashPassword(plain: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return (await import('@port/sdk/crypto')).hashPassword(plain);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(plain));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
