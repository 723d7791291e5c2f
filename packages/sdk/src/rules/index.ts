/** Validation rules of SPEC §5, shared by every app and the server. */
export { all, format, isBlank, issue, required, type RuleIssue, type Validator } from './core';
export {
  EMAIL_PATTERN,
  ID_CARD_PATTERN,
  LANDLINE_PATTERN,
  MOBILE_PATTERN,
  PASSWORD_MIN_LENGTH,
  isEmail,
  isIdCard,
  isLandline,
  isMobile,
  isPhone,
  isStrongPassword,
  validateCaptcha,
  validateEmail,
  validateIdCard,
  validateLandline,
  validateLoginPassword,
  validateMobile,
  validateNewPassword,
  validatePhone,
} from './formats';
export {
  CHECK_DIGIT_ADJUSTED_PREFIX,
  CHECK_DIGIT_ADJUSTMENT,
  CONTAINER_LETTER_VALUES,
  CONTAINER_PATTERN,
  containerCheckDigit,
  isContainerFormat,
  isValidContainerNumber,
  splitContainerNumbers,
  validateContainerNumbers,
  type ContainerListOptions,
} from './container';
export {
  CHINESE_PATTERN,
  CREDIT_CODE_PATTERN,
  DIGITS_PATTERN,
  LEGAL_ID_PATTERN,
  ONBOARDING_FIELDS,
  TAX_ID_PATTERN,
  checkOnboardingSubmit,
  clearRoadPermitUnlessNeeded,
  companyTypes,
  needsRoadPermit,
  onboardingRules,
  validateOnboardingField,
  validateOnboardingForm,
  type OnboardingField,
  type OnboardingForm,
} from './onboarding';
export { applyModifiers, lower, normalizeCode, trim, trimAll, upper, type Modifier } from './modifiers';
export { PLATE_PATTERN, isPlate, validatePlate } from './plate';
