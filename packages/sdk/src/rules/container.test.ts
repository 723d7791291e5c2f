import { describe, expect, it } from 'vitest';
import { translateZh } from '../i18n';
import {
  containerNumberOf,
  normalizeContainerList,
  CONTAINER_LETTER_VALUES,
  containerCheckDigit,
  isContainerFormat,
  isValidContainerNumber,
  validateContainerNumbers,
} from './container';

/**
 * Published container numbers:
 * - CSQU3054383: the ISO 6346 worked example (Wikipedia "ISO 6346"; python-stdnum tests/test_iso6346.doctest,
 *   which also has TCNU7200794, TOLU4734787 and GYOU4047990).
 * - MSKU6011672: ruanmartinelli/is-container test.js.
 * - HLXU2008419, TGHU7599330, ECMU4657496, MEDU6246078, YMLU2809976, MRKU0046221, EMCU3811879,
 *   OOLU8643084, HJCU1922713 and the invalid OOLU1922713, HJCU1922413:
 *   validatorjs/validator.js test/validators/isISO6346.test.js.
 * - Remainder 10 (check digit 0): APZU3789870, TEMU1002030, DFSU1704420, CMAU2221480, SEGU5060260
 *   (validator.js PR #2492 "Assign check digit to 0 if remainder is 10"), GYOU4047990 (python-stdnum),
 *   and the Hapag-Lloyd box HLXU 653944 0 (45G1) pictured on pr.qthority.com.
 */
const VALID = [
  'CSQU3054383',
  'MSKU6011672',
  'TCNU7200794',
  'TOLU4734787',
  'HLXU2008419',
  'TGHU7599330',
  'ECMU4657496',
  'MEDU6246078',
  'YMLU2809976',
  'MRKU0046221',
  'EMCU3811879',
  'OOLU8643084',
  'HJCU1922713',
];
const REMAINDER_TEN = [
  'APZU3789870',
  'TEMU1002030',
  'DFSU1704420',
  'CMAU2221480',
  'SEGU5060260',
  'GYOU4047990',
  'HLXU6539440',
];
const WRONG_DIGIT = ['CSQU3054384', 'OOLU1922713', 'HJCU1922413', 'APZU3789871', 'TEMU1002031', 'HLXU6539441'];

describe('letter values', () => {
  it('run from A=10 to Z=38 skipping the multiples of 11', () => {
    expect(CONTAINER_LETTER_VALUES).toMatchObject({ A: 10, B: 12, K: 21, L: 23, U: 32, V: 34, Z: 38 });
    const values = Object.values(CONTAINER_LETTER_VALUES);
    expect(values).toHaveLength(26);
    expect(values.filter((v) => v % 11 === 0)).toEqual([]);
  });
});

describe('ISO 6346 check digit', () => {
  it('computes the worked example: CSQU305438 → 3', () => {
    expect(containerCheckDigit('CSQU305438')).toBe(3);
  });

  it.each(VALID)('accepts the published number %s', (n) => {
    expect(isValidContainerNumber(n)).toBe(true);
  });

  it.each(REMAINDER_TEN)('counts a remainder of 10 as 0: %s', (n) => {
    expect(containerCheckDigit(n.slice(0, 10))).toBe(0);
    expect(isValidContainerNumber(n)).toBe(true);
  });

  it.each(WRONG_DIGIT)('rejects the wrong check digit of %s', (n) => {
    expect(isValidContainerNumber(n)).toBe(false);
  });

  it('needs 4 uppercase letters and 6 digits before the check digit', () => {
    expect(containerCheckDigit('CSQU30543')).toBeNull();
    expect(containerCheckDigit('csqu305438')).toBeNull();
    expect(isValidContainerNumber('CSQU305438')).toBe(false);
    expect(isValidContainerNumber('CSQU30543833')).toBe(false);
  });
});

describe('HLCU: 2 subtracted at the 5th position', () => {
  // The weighted sum of HLCU291044 is 4070 (≡ 0 mod 11): ISO digit 0, HLCU digit (4070 − 2) mod 11 = 9.
  it('takes 2 off the running sum once the four letters are added (unweighted)', () => {
    expect(containerCheckDigit('HLCU291044')).toBe(9);
    expect(isValidContainerNumber('HLCU2910449')).toBe(true);
    expect(isValidContainerNumber('HLCU2910440')).toBe(false);
  });

  it('is not the reading that subtracts 2 from the 5th character before weighting (−32)', () => {
    // That reading would give (4070 − 32) mod 11 = 1.
    expect(isValidContainerNumber('HLCU2910441')).toBe(false);
  });

  it('applies the 10 → 0 rule after the adjustment', () => {
    // HLCU452103: sum ≡ 1 (mod 11), so ISO digit 1 but HLCU remainder (1 − 2) mod 11 = 10 → 0.
    expect(containerCheckDigit('HLCU452103')).toBe(0);
    expect(isValidContainerNumber('HLCU4521030')).toBe(true);
    expect(isValidContainerNumber('HLCU4521031')).toBe(false);
  });

  it('concerns HLCU only, not the other Hapag-Lloyd prefixes', () => {
    expect(isValidContainerNumber('HLXU2008419')).toBe(true);
    expect(isValidContainerNumber('HLXU6539440')).toBe(true);
  });
});

describe('container number list', () => {
  it('accepts a comma-separated list of valid numbers (spaces around entries tolerated)', () => {
    expect(validateContainerNumbers('CSQU3054383,MSKU6011672')).toBeNull();
    expect(validateContainerNumbers('CSQU3054383, MSKU6011672 ')).toBeNull();
    expect(validateContainerNumbers('')).toBeNull();
    expect(validateContainerNumbers(null)).toBeNull();
  });

  it('names the first malformed entry, counted from 1', () => {
    const found = validateContainerNumbers('CSQU3054383,MSKU601167,csqu3054383');
    expect(found).toEqual({ key: 'container.formatInvalid', params: { n: 2 } });
    expect(translateZh(found!.key, found!.params)).toBe('第2个箱号格式不正确，请填写正确的箱号');
    expect(validateContainerNumbers('csqu3054383')).toEqual({ key: 'container.formatInvalid', params: { n: 1 } });
    expect(validateContainerNumbers('CSQU3054383,')).toEqual({ key: 'container.formatInvalid', params: { n: 2 } });
    expect(validateContainerNumbers('CSQ3054383')).toEqual({ key: 'container.formatInvalid', params: { n: 1 } });
  });

  it('checks the check digit of each entry', () => {
    expect(validateContainerNumbers('CSQU3054383,TEMU1002031')).toEqual({
      key: 'container.checkDigitInvalid',
      params: { n: 2 },
    });
    expect(validateContainerNumbers('CSQU3054383,TEMU1002031', { checkDigit: false })).toBeNull();
  });

  it('format check: 4 uppercase letters + 7 digits', () => {
    expect(isContainerFormat('ABCD1234567')).toBe(true);
    expect(isContainerFormat('ABC1234567')).toBe(false);
    expect(isContainerFormat('ABCD123456')).toBe(false);
    expect(isContainerFormat('AbCD1234567')).toBe(false);
  });
});

describe('made and typed lists', () => {
  it('makes valid numbers from an owner code and a serial, HLCU included', () => {
    for (const owner of ['CSQU', 'HLCU', 'MSKU']) {
      for (const serial of [0, 305438, 999999, 1_234_567]) expect(isValidContainerNumber(containerNumberOf(owner, serial))).toBe(true);
    }
    expect(containerNumberOf('CSQU', 305438)).toBe('CSQU3054383');
    expect(() => containerNumberOf('csq', 1)).toThrow();
  });

  it('stores a typed list upper-cased, split on commas of either width, semicolons and spaces', () => {
    expect(normalizeContainerList(' csqu3054383 ，MSKU1234565;\nhlcu1234567  ')).toBe('CSQU3054383,MSKU1234565,HLCU1234567');
    expect(normalizeContainerList('  ')).toBe('');
  });
});
