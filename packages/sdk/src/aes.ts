/**
 * The AES-ECB compatibility helper (SPEC §9), apart from crypto.ts so a page that only hashes the
 * password does not load the AES chain.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/**
 * The built-in default key of the AES helper (16 bytes: AES-128). It is public by construction, so
 * nothing secret may depend on it: the helper exists only for compatibility with the spec's
 * "AES-ECB with PKCS7 padding and a default key" (e.g. obfuscating a value in a URL or storage).
 */
export const DEFAULT_AES_KEY = 'PortCommunity#16';

/** AES-ECB / PKCS7 encryption of UTF-8 text; answers Base64. */
export function aesEncrypt(plain: string, key: string = DEFAULT_AES_KEY): string {
  return AES.encrypt(plain, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString();
}

/** Decrypts aesEncrypt's Base64; answers '' when the key or text is wrong. */
export function aesDecrypt(cipherText: string, key: string = DEFAULT_AES_KEY): string {
  try {
    return AES.decrypt(cipherText, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
  } catch {
    return '';
  }
}
