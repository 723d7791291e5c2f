/**
 * Password hashing (SPEC §7). crypto-js keeps it synchronous and
 * byte-identical in browsers and Node, so the client and the server hash the same way.
 */
import Hex from 'crypto-js/enc-hex';
import SHA256 from 'crypto-js/sha256';

/** The login password as sent: lowercase hex SHA-256 of the UTF-8 text typed. */
export function hashPassword(plain: string): string {
  return SHA256(plain).toString(Hex);
}
