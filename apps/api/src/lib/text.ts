import { invalid } from '../http/errors';
import { resources, zhCN, type Messages } from '@port/config/i18n';
import type { ServerLanguage } from '@port/config/server-messages';
import { domainText } from '@port/sdk/domains';

/**
 * The client catalogue's text for a dotted key (e.g. 'login.mobileInvalid'), so the server answers a
 * shared validator's failure with exactly the words the form shows.
 */
export function clientText(lang: ServerLanguage, key: string, params: Record<string, string | number> = {}): string {
  const pick = (m: Messages): string | undefined => {
    let node: unknown = m;
    for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
    return typeof node === 'string' ? node : undefined;
  };
  // The central catalogue first, then the texts that live with their domain (@port/sdk/domains).
  const text = pick(resources[lang].translation) ?? domainText(lang, key) ?? pick(zhCN) ?? domainText('zh-CN', key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/**
 * Runs a shared SDK validator and throws a 400 with the same words the form shows when it fails.
 * The server thereby enforces every rule the client checks.
 */
export function enforce<V>(
  lang: ServerLanguage,
  validate: (value: V) => { key: string; params?: Record<string, string | number> } | null,
  value: V,
  field: string,
): void {
  const found = validate(value);
  if (found) throw invalid(clientText(lang, found.key, found.params ?? {}), field);
}
