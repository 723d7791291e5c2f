import type { MessageKey } from '@port/sdk';

/** The i18n key of a menu's title: `menus.<menu key>` with '.' written '_' (e.g. menus.order_list). */
export const menuTitleKey = (name: string): MessageKey => `menus.${name.replace(/\./g, '_')}` as MessageKey;
