/**
 * 常用工厂 on the entity mechanism (description: @port/sdk/domains/trucking factoryEntity): per forwarder
 * company, in the caller's data scope; written only by a forwarder's own users (an administrator reads every
 * company's factories and changes none), a name once per company.
 */
import { sql } from 'kysely';
import { factoryEntity } from '@port/sdk/domains/trucking';
import { entityHandlers } from '../../lib/entity/handlers';
import { defineStore } from '../../lib/entity/store';
import { refuse, type Executor } from '../../lib/records';
import { assertForwarder } from './orders';

export const factoryStore = defineStore({
  description: factoryEntity,
  auditEntity: 'truck_factory',
  table: 'truck_factories',
  idColumn: 'id',
  from: (db: Executor) => db.selectFrom('truck_factories as f'),
  id: 'f.id',
  columns: {
    id: sql`f.id::text`,
    companyName: sql`(select company_name from companies where company_id = f.company_id)`,
    factoryName: 'f.factory_name',
    address: 'f.address',
    contactName: 'f.contact_name',
    contactPhone: 'f.contact_phone',
    remark: 'f.remark',
    createTime: 'f.create_time',
    updateTime: 'f.update_time',
    version: 'f.version',
  },
  visibility: 'parties',
  parties: { owner: 'f.company_id', createdBy: 'f.created_by' },
  // The phone is checked first, as the form does.
  writes: { contactPhone: 'contact_phone', factoryName: 'factory_name', address: 'address', contactName: 'contact_name', remark: 'remark' },
  hooks: {
    normalize: { contactPhone: (v) => v.replace(/\s+/g, '') },
    assertWriter: async ({ services, user }, before) => {
      if (!before) return assertForwarder(services, user);
      if (before.company_id !== user.companyId) throw refuse(403, 'transitionForbidden');
    },
    taken: (_caller, values) => refuse(409, 'factoryNameTaken', { name: String(values.factory_name) }),
  },
});

export const factoryHandlers = entityHandlers(factoryStore, { exportTitle: 'trucking.pages.factories', sheetName: 'factories' });
