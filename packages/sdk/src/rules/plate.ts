/**
 * Vehicle plates of mainland China (fleet trucks and trailers): a province abbreviation, a letter, then
 * 4–5 letters or digits, optionally followed by 挂 (trailer) and the like. Upper-case, no spaces.
 */
import { format, type Validator } from './core';
// Its message is the fleet's (fleet.truckLicenseInvalid): the import brings that key's type into every program using this rule.
import type {} from '../domains/fleet/texts';

export const PLATE_PATTERN = /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][A-HJ-NP-Z0-9]{4,5}[挂学警]?$/;

export const isPlate = (value: string): boolean => PLATE_PATTERN.test(value);

/** A blank plate passes (combine with required where the plate is mandatory). */
export const validatePlate: Validator = format(isPlate, 'fleet.truckLicenseInvalid');
