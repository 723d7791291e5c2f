import { enUS, zhCN } from '@port/config/i18n';
import { describe, expect, it } from 'vitest';
import { interpolate, lookupMessage, translateZh } from './i18n';

function leafKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value as object, `${prefix}${key}.`),
  );
}

describe('messages', () => {
  it('zh-CN and en-US have the same keys', () => {
    expect(leafKeys(enUS).sort()).toEqual(leafKeys(zhCN).sort());
  });

  it('looks up and interpolates like i18next', () => {
    expect(lookupMessage('errors.duplicateWarning')).toBe('请勿重复提交，请稍后再试(重复接口：{{url}})');
    expect(translateZh('errors.duplicateWarning', { url: '/user/seller/apply' })).toBe(
      '请勿重复提交，请稍后再试(重复接口：/user/seller/apply)',
    );
    expect(lookupMessage('errors')).toBeUndefined();
    expect(lookupMessage('errors.nope')).toBeUndefined();
    expect(interpolate('{{a}}-{{ b }}-{{c}}', { a: 1, b: 'x' })).toBe('1-x-{{c}}');
  });
});
