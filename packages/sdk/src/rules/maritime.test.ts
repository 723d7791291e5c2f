import { describe, expect, it } from 'vitest';
import { imoCheckDigit, isImoNumber, validateCountryCode, validateImo, validateMmsi, validateUnlocode } from './maritime';

describe('IMO numbers', () => {
  it('computes the check digit of the first six digits (weights 7..2, last digit of the sum)', () => {
    expect(imoCheckDigit('932148')).toBe(3);
    expect(imoCheckDigit('983917')).toBe(9);
    expect(imoCheckDigit('12345')).toBeNull();
    expect(imoCheckDigit('12a456')).toBeNull();
  });

  it('accepts real IMO numbers and refuses a wrong check digit or length', () => {
    for (const imo of ['9321483', '9839179', '9074729', '9795610']) expect(isImoNumber(imo)).toBe(true);
    expect(isImoNumber('9321484')).toBe(false);
    expect(isImoNumber('932148')).toBe(false);
    expect(isImoNumber('IMO9321483')).toBe(false);
  });

  it('answers the form message for a bad number and nothing for a blank one', () => {
    expect(validateImo('9321484')).toEqual({ key: 'validation.imoInvalid' });
    expect(validateImo('9321483')).toBeNull();
    expect(validateImo('')).toBeNull();
  });
});

describe('other maritime identifiers', () => {
  it('checks MMSI, country codes and UN/LOCODEs by format', () => {
    expect(validateMmsi('477123456')).toBeNull();
    expect(validateMmsi('47712345')).toEqual({ key: 'validation.mmsiInvalid' });
    expect(validateCountryCode('PA')).toBeNull();
    expect(validateCountryCode('pan')).toEqual({ key: 'validation.countryCodeInvalid' });
    expect(validateUnlocode('CNNGB')).toBeNull();
    expect(validateUnlocode('CNNG1')).toEqual({ key: 'validation.unlocodeInvalid' });
  });
});
