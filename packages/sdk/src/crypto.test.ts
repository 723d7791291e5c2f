import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './crypto';
import { aesDecrypt, aesEncrypt, DEFAULT_AES_KEY } from './aes';

describe('hashPassword', () => {
  it('is the lowercase hex SHA-256 of the UTF-8 text', () => {
    expect(hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashPassword('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('matches Node crypto for non-ASCII text', () => {
    for (const plain of ['Abcdef12!', '密码Passw0rd', '🚢 port']) {
      expect(hashPassword(plain)).toBe(createHash('sha256').update(plain, 'utf8').digest('hex'));
    }
  });
});

describe('AES-ECB / PKCS7 helper', () => {
  it('round-trips with the default key and a given key', () => {
    expect(aesDecrypt(aesEncrypt('宁波舟山港 CSQU3054383'))).toBe('宁波舟山港 CSQU3054383');
    const key = '0123456789abcdef';
    expect(aesDecrypt(aesEncrypt('hello', key), key)).toBe('hello');
  });

  it('is AES-128-ECB with PKCS7 padding, Base64 out (same bytes as Node crypto)', () => {
    const cipher = nodeAes128Ecb('hello world');
    expect(aesEncrypt('hello world')).toBe(cipher);
    expect(DEFAULT_AES_KEY).toHaveLength(16);
  });

  it('is deterministic (ECB) and does not decrypt with another key', () => {
    expect(aesEncrypt('x')).toBe(aesEncrypt('x'));
    expect(aesDecrypt(aesEncrypt('secret'), 'another-key-16by')).not.toBe('secret');
  });
});

function nodeAes128Ecb(plain: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(DEFAULT_AES_KEY, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}
