import { describe, expect, it } from 'vitest';
import { translateZh } from '../i18n';
import { all, required } from './core';
import {
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

describe('mobile', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (v) => expect(isMobile(v)).toBe(true));
  it.each(['12800138000', '1380013800', '138001380000', '23800138000', '1380013800a', ' 13800138000'])(
    'rejects %j',
    (v) => expect(isMobile(v)).toBe(false),
  );

  it('answers the login keys and texts', () => {
    expect(validateMobile('')).toEqual({ key: 'login.mobileRequired' });
    expect(validateMobile('   ')).toEqual({ key: 'login.mobileRequired' });
    expect(validateMobile(undefined)).toEqual({ key: 'login.mobileRequired' });
    expect(validateMobile('1234')).toEqual({ key: 'login.mobileInvalid' });
    expect(validateMobile('13800138000')).toBeNull();
    expect(translateZh('login.mobileRequired')).toBe('手机号码不能为空');
    expect(translateZh('login.mobileInvalid')).toBe('请输入正确的手机号码');
  });

  it('password and captcha are required at sign-in', () => {
    expect(validateLoginPassword('')).toEqual({ key: 'login.passwordRequired' });
    expect(validateLoginPassword('x')).toBeNull();
    expect(validateCaptcha('')).toEqual({ key: 'login.codeRequired' });
    expect(validateCaptcha('ab12')).toBeNull();
  });
});

describe('landline', () => {
  it.each(['010-12345678', '01012345678', '0574-8765432', '0574-87654321-1234', '021-1234567-8', '0755-87654321'])(
    'accepts %s',
    (v) => expect(isLandline(v)).toBe(true),
  );
  it.each([
    '10-12345678',
    '0574-876543',
    '0574-876543210',
    '0574-87654321-12345',
    '0574--87654321',
    '05741-87654321',
    '0574-8765432x',
  ])('rejects %s', (v) => expect(isLandline(v)).toBe(false));
  it('blank passes the format check; a bad value answers validation.landlineInvalid', () => {
    expect(validateLandline('')).toBeNull();
    expect(validateLandline('12345')).toEqual({ key: 'validation.landlineInvalid' });
  });
  it('phone = mobile or landline', () => {
    expect(isPhone('13800138000')).toBe(true);
    expect(isPhone('0574-87654321')).toBe(true);
    expect(isPhone('87654321')).toBe(false);
    expect(validatePhone('87654321')).toEqual({ key: 'validation.phoneInvalid' });
  });
});

describe('e-mail', () => {
  it.each(['a@b.cn', 'first.last+tag@mail.example.com', 'x_y@sub-domain.co.uk', 'A1@EXAMPLE.ORG'])('accepts %s', (v) =>
    expect(isEmail(v)).toBe(true),
  );
  it.each(['a@b.c', 'a@b', 'a.b.cn', '@b.cn', 'a@.cn', 'a..b@c.cn', 'a@b.c1', 'a b@c.cn', 'a@-b.cn'])(
    'rejects %s',
    (v) => expect(isEmail(v)).toBe(false),
  );
  it('answers validation.emailInvalid', () => {
    expect(validateEmail('a@b.c')).toEqual({ key: 'validation.emailInvalid' });
    expect(validateEmail('a@b.cn')).toBeNull();
  });
});

describe('ID card number', () => {
  it.each(['110101199003071234', '11010119900307123X', '11010119900307123x', '110101900307123'])('accepts %s', (v) =>
    expect(isIdCard(v)).toBe(true),
  );
  it.each(['11010119900307123Y', '1101011990030712', '1101019003071234', '1101011990030712345', 'X10101199003071234'])(
    'rejects %s',
    (v) => expect(isIdCard(v)).toBe(false),
  );
  it('answers validation.idCardInvalid', () => {
    expect(validateIdCard('123')).toEqual({ key: 'validation.idCardInvalid' });
  });
});

describe('password strength', () => {
  it.each(['Abcdefg1', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Aa1!Aa1!', 'correct-Horse-battery'])('accepts %s', (v) =>
    expect(isStrongPassword(v)).toBe(true),
  );
  it.each([
    ['Abcde1!', 'too short'],
    ['abcdefgh', 'one class'],
    ['abcdefg1', 'two classes'],
    ['ABCDEFG!', 'two classes'],
    ['12345678', 'one class'],
    ['密码密码密码密码1a', 'Chinese characters are not symbols'],
  ])('rejects %s (%s)', (v) => expect(isStrongPassword(v)).toBe(false));
  it('requires, then checks strength', () => {
    expect(validateNewPassword('')).toEqual({ key: 'login.passwordRequired' });
    expect(validateNewPassword('abcdefgh')).toEqual({ key: 'validation.passwordWeak' });
    expect(validateNewPassword('Abcdefg1')).toBeNull();
  });
});

describe('combinators', () => {
  it('all() answers the first issue', () => {
    const rule = all(required('login.mobileRequired'), validateLandline);
    expect(rule('')).toEqual({ key: 'login.mobileRequired' });
    expect(rule('x')).toEqual({ key: 'validation.landlineInvalid' });
    expect(rule('010-12345678')).toBeNull();
  });
  it('required treats empty arrays and null as blank', () => {
    expect(required('login.codeRequired')([])).toEqual({ key: 'login.codeRequired' });
    expect(required('login.codeRequired')(null)).toEqual({ key: 'login.codeRequired' });
    expect(required('login.codeRequired')(0)).toBeNull();
  });
});
