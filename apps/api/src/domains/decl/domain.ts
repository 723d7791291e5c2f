/** The declarations domain (SPEC §2.8 "Declarations"): dangerous-goods export declarations, forwarder → terminal. */
import { defineDomain } from '../module';
import { DECL_FORWARDER_KEYS, DECL_MENUS, DECL_OPERATION_MENUS, DECL_TERMINAL_KEYS } from './menus';
import * as dgDeclaration from './migration-0035';
import { declHandlers } from './routes';
import { seedDgDeclarations } from './seed';

export const domain = defineDomain({
  name: 'decl',
  handlers: declHandlers,
  migrations: { '0035_dg_declaration': dgDeclaration },
  menus: [DECL_MENUS, DECL_OPERATION_MENUS],
  grants: { FORWARDER: DECL_FORWARDER_KEYS, TERMINAL: DECL_TERMINAL_KEYS },
  seedDemo: seedDgDeclarations,
});
