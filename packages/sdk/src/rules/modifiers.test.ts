import { describe, expect, it } from 'vitest';
import { applyModifiers, lower, normalizeCode, trim, trimAll, upper } from './modifiers';

describe('input modifiers', () => {
  it('each modifier', () => {
    expect(trim('  a b  ')).toBe('a b');
    expect(lower('AbC')).toBe('abc');
    expect(upper('abC')).toBe('ABC');
    expect(trimAll(' a\tb \n c\u3000d ')).toBe('abcd');
  });

  it('trim is the default; modifiers apply in order', () => {
    expect(applyModifiers('  Ab  ')).toBe('Ab');
    expect(applyModifiers(' a b ', [])).toBe(' a b ');
    expect(applyModifiers(' a b ', ['trimAll', 'upper'])).toBe('AB');
    expect(applyModifiers(' A B ', ['trim', 'lower'])).toBe('a b');
  });

  it('codes are upper-cased and stripped of all whitespace', () => {
    expect(normalizeCode(' csqu 305438 3 ')).toBe('CSQU3054383');
  });
});
