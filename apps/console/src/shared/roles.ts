/**
 * Role names in the user's language. The platform's seeded roles (管理员, 货代, 车队…) are stored with their zh-CN
 * name; their text is `console.roles.<roleKey>`. A company's own roles are its data and keep their name.
 */
import { zhCN } from '@port/config/i18n/zh-CN';
import type { MessageKey } from '@port/sdk';
import type { Tr } from '../app/i18n';

const SEEDED = zhCN.console.roles as Record<string, string>;

/** A role by key (with its stored name as the fallback). */
export function roleKeyText(roleKey: string | null | undefined, name: string, t: Tr): string {
  return roleKey && roleKey in SEEDED ? t(`console.roles.${roleKey}` as MessageKey) : name;
}

/**
 * A role as the lists show it: a platform role by its key; a company's role by its name, except the product-made
 * 企业管理员 while the company has not renamed it.
 */
export function roleText(role: { roleKey?: string | null; roleName: string; companyId?: string | number | null }, t: Tr): string {
  if (!role.companyId || (role.roleKey && SEEDED[role.roleKey] === role.roleName)) return roleKeyText(role.roleKey, role.roleName, t);
  return role.roleName;
}

/** A role by its key as getInfo lists them: its text when the product has one, else the key. */
export function roleLabel(role: string, t: Tr): string {
  const key = `console.roles.${role}` as MessageKey;
  const text = t(key);
  return text === key ? role : text;
}

/** A role by its stored name: a seeded role's name in the user's language, any other name as it is. */
export function roleNameText(name: string, t: Tr): string {
  const key = Object.keys(SEEDED).find((k) => SEEDED[k] === name);
  return key ? t(`console.roles.${key}` as MessageKey) : name;
}
