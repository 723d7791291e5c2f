/** General formats of SPEC §5 ('General formats', 'Login form'). */
import { all, format, required, type Validator } from './core';

/** 1, then 3–9, then 9 more digits (11 in all). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** 0, 2–3 more digits (area code), optional '-', 7–8 digits, optional '-' + 1–4 digit extension. */
export const LANDLINE_PATTERN = /^0\d{2,3}-?\d{7,8}(?:-\d{1,4})?$/;
/** local@domain with a top-level domain of at least 2 letters. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
/** 15 digits, 18 digits, or 17 digits and X/x. */
export const ID_CARD_PATTERN = /^(?:\d{15}|\d{17}[\dXx])$/;

export const isMobile = (value: string): boolean => MOBILE_PATTERN.test(value);
export const isLandline = (value: string): boolean => LANDLINE_PATTERN.test(value);
/** A mobile or a fixed-line number. */
export const isPhone = (value: string): boolean => isMobile(value) || isLandline(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isIdCard = (value: string): boolean => ID_CARD_PATTERN.test(value);

/** The four character classes of the password rule; symbols are ASCII punctuation. */
const PASSWORD_CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[!-/:-@[-`{-~]/] as const;
export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters from at least 3 of: lowercase, uppercase, digit, symbol. */
export function isStrongPassword(value: string): boolean {
  if (value.length < PASSWORD_MIN_LENGTH) return false;
  return PASSWORD_CLASSES.filter((pattern) => pattern.test(value)).length >= 3;
}

/** Login mobile: '手机号码不能为空' / '请输入正确的手机号码'. */
export const validateMobile: Validator = all(required('login.mobileRequired'), format(isMobile, 'login.mobileInvalid'));
/** Login password: '密码不能为空'. */
export const validateLoginPassword: Validator = required('login.passwordRequired');
/** Login captcha: '验证码不能为空'. */
export const validateCaptcha: Validator = required('login.codeRequired');
/** A new password: required, then strong. */
export const validateNewPassword: Validator = all(
  required('login.passwordRequired'),
  format(isStrongPassword, 'validation.passwordWeak'),
);

/** Optional-field format checks (blank passes; add `required(...)` where the field is mandatory). */
export const validateLandline: Validator = format(isLandline, 'validation.landlineInvalid');
export const validatePhone: Validator = format(isPhone, 'validation.phoneInvalid');
export const validateEmail: Validator = format(isEmail, 'validation.emailInvalid');
export const validateIdCard: Validator = format(isIdCard, 'validation.idCardInvalid');
