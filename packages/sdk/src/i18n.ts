/**
 * The SDK is UI-free: it never shows text, it answers i18n keys of @port/config's resources
 * (zh-CN is the source language) plus interpolation params, and each app translates them.
 */
// The zh-CN module alone (not the index of every language), so apps can load the others lazily.
import { zhCN, type Messages } from '@port/config/i18n/zh-CN';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * The zh-CN texts of the namespaces that live with their domain (issue 13): each such domain's texts.ts adds its
 * own to this interface (declaration merging), so its keys stay typed wherever that file is compiled along.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains' texts.ts
export interface DomainMessages {}

/** Every dotted key of the message resources, e.g. 'errors.http401' or 'labels.shopStatus.-1'. */
export type MessageKey = Leaves<Messages & DomainMessages>;

export type MessageParams = Readonly<Record<string, string | number>>;

/** A translator as apps have it (i18next's `t` fits). */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Looks a key up in the zh-CN resources; undefined when the key does not exist. */
export function lookupMessage(key: string): string | undefined {
  let node: unknown = zhCN;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** i18next-style `{{name}}` interpolation. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

/** The default translator: zh-CN text, as the server and tests use it. Unknown keys come back unchanged. */
export const translateZh: Translate = (key, params) => interpolate(lookupMessage(key) ?? key, params);
