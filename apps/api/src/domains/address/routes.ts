import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers } from '../../http/contract';
import { notFound } from '../../http/errors';
import { enforce } from '../../lib/text';
import { addressLevel, childrenOf, describeCodes, gdChildrenOf, validateAddressLevel } from './divisions';

/** The address cascaders: public, read-only, level by level. */
export const addressHandlers = defineHandlers({
  listProvinces: async ({ services, query, req }) => {
    enforce(serverLanguage(req.headers['accept-language']), validateAddressLevel, query.level, 'level');
    return childrenOf(services.db, null, addressLevel(query.level));
  },

  listChildAddresses: async ({ services, query, req }) => {
    enforce(serverLanguage(req.headers['accept-language']), validateAddressLevel, query.level, 'level');
    return childrenOf(services.db, query.parentCode, addressLevel(query.level));
  },

  listProvincesGd: async ({ services }) => gdChildrenOf(services.db, null),

  listChildAddressesGd: async ({ services, query }) => gdChildrenOf(services.db, query.parentCode),

  translateAddressCodes: async ({ services, body }) => describeCodes(services.db, body.codes),

  getAddress: async ({ services, params }) => {
    const [found] = await describeCodes(services.db, [params.code]);
    if (!found) throw notFound();
    return found;
  },
});
