/**
 * Identifiers of ships and ports: the IMO ship number with its check digit, the MMSI, a call sign, an
 * ISO 3166 country code (a ship's flag) and a UN/LOCODE (a port). Blank values pass (combine with required).
 */
import { format, type Validator } from './core';

export const IMO_PATTERN = /^\d{7}$/;
export const MMSI_PATTERN = /^\d{9}$/;
export const CALL_SIGN_PATTERN = /^[A-Z0-9]{3,10}$/;
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** Two letters of the country, then three letters or digits 2–9 (UNECE Recommendation 16). */
export const UNLOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/**
 * The IMO check digit: the first six digits weighted 7, 6, 5, 4, 3, 2, summed; the sum's last digit.
 * E.g. 932148-3: 9·7 + 3·6 + 2·5 + 1·4 + 4·3 + 8·2 = 123 → 3. Answers null for anything but six digits.
 */
export function imoCheckDigit(first6: string): number | null {
  if (!/^\d{6}$/.test(first6)) return null;
  let sum = 0;
  for (let i = 0; i < 6; i += 1) sum += Number(first6.charAt(i)) * (7 - i);
  return sum % 10;
}

/** 7 digits whose last is the check digit of the first six; an 'IMO' prefix is not part of the number. */
export const isImoNumber = (value: string): boolean => IMO_PATTERN.test(value) && imoCheckDigit(value.slice(0, 6)) === Number(value.charAt(6));

export const validateImo: Validator = format(isImoNumber, 'validation.imoInvalid');
export const validateMmsi: Validator = format((v) => MMSI_PATTERN.test(v), 'validation.mmsiInvalid');
export const validateCallSign: Validator = format((v) => CALL_SIGN_PATTERN.test(v), 'validation.callSignInvalid');
export const validateCountryCode: Validator = format((v) => COUNTRY_CODE_PATTERN.test(v), 'validation.countryCodeInvalid');
export const validateUnlocode: Validator = format((v) => UNLOCODE_PATTERN.test(v), 'validation.unlocodeInvalid');
