/**
 * The SDK's validators as Arco form rules: the same rule and the same words as the server (which answers
 * with the same i18n keys through lib/text.ts on its side).
 */
import type { RulesProps } from '@arco-design/web-react';
import type { RuleIssue } from '@port/sdk';
import type { Tr } from '../../app/i18n';

/** An Arco rule from an SDK validator (value → issue or null). */
export function sdkRule<V>(t: Tr, validate: (value: V) => RuleIssue | null): RulesProps {
  return {
    validator: (value: V, callback: (error?: string) => void) => {
      const issue = validate(value);
      callback(issue ? t(issue.key, issue.params) : undefined);
    },
  };
}

/** A required rule saying '{field}不能为空' (listPage.required) of the field's label. */
export function requiredRule(t: Tr, field: string): RulesProps {
  return { required: true, message: t('listPage.required', { field }) };
}
