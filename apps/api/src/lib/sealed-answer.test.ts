import { describe, expect, it } from 'vitest';
import { openAnswer, sealAnswer } from './sealed-answer';

describe('sealed answers', () => {
  const secret = 'a'.repeat(8) + 'b3f1c9e07d5a4b2e8f6c1d0a9b8e7f6c';
  it('open with the secret and context they were sealed under, also as the previous secret during a rotation', () => {
    const sealed = sealAnswer(secret, '{"token":"dt_secret"}', 'u1\nop\nk');
    expect(sealed).not.toContain('dt_secret');
    expect(openAnswer([secret], sealed, 'u1\nop\nk')).toBe('{"token":"dt_secret"}');
    expect(openAnswer(['new-secret-0123456789abcdef0123456789', secret], sealed, 'u1\nop\nk')).toBe('{"token":"dt_secret"}');
  });
  it('do not open under another secret, another row, or a plaintext body', () => {
    const sealed = sealAnswer(secret, 'x', 'u1\nop\nk');
    expect(openAnswer(['other-secret-0123456789abcdef012345'], sealed, 'u1\nop\nk')).toBeNull();
    expect(openAnswer([secret], sealed, 'u2\nop\nk')).toBeNull();
    expect(openAnswer([secret], '{"token":"x"}', 'u1\nop\nk')).toBeNull();
  });
});
