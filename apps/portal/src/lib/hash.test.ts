import { hashPassword as sdkHash } from '@port/sdk/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from './hash';

describe('hashPassword', () => {
  it('answers the same lowercase hex SHA-256 as the SDK, for ASCII and Chinese text', async () => {
    for (const text of ['Demo@123456', '密码Pass1!', '']) {
      expect(await hashPassword(text)).toBe(sdkHash(text));
    }
    expect(await hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
