import type {} from './tables';
import { serverLanguage } from '@port/config/server-messages';
import { defineHandlers, requireUser } from '../../http/contract';
import { ApiError, invalid, notFound } from '../../http/errors';
import { actorOf, recordAudit } from '../../lib/audit';
import { clientText } from '../../lib/text';
import type { SessionUser } from '../../services';
import { dictChanged, findByTypeValue, itemsOfType, pageDictData, toDictData } from './dictionary';
import { companyMappings, containerAgents, emptyContainerAvailability, vesselVoyages } from './lookups';

const author = (u: SessionUser) => u.name ?? u.mobile;

/** (dictType, dictValue) is unique: the maintenance screen is told so in its own words, as a 409. */
const valueTaken = (lang: ReturnType<typeof serverLanguage>) =>
  new ApiError(409, 'invalidBody', {}, { text: clientText(lang, 'dict.valueTaken'), field: 'dictValue' });

/** Dictionaries (public reading and maintenance under dict:data:*) and the reference lookups. */
export const dictHandlers = defineHandlers({
  getDictByType: async ({ services, params }) => itemsOfType(services, params.dictType),
  getSystemDictByType: async ({ services, params }) => itemsOfType(services, params.dictType),

  listDictData: async ({ services, query }) =>
    pageDictData(services.db, { dictType: query.dictType, dictLabel: query.dictLabel, status: query.status }, query.pageNo ?? 1, query.pageSize ?? 10),

  getDictData: async ({ services, params }) => {
    const row = await services.db.selectFrom('dict_data').selectAll().where('dict_code', '=', Number(params.id)).executeTakeFirst();
    if (!row) throw notFound();
    return toDictData(row);
  },

  addDictData: async ({ services, body, user, req }) => {
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language']);
    const saved = await services.db.transaction().execute(async (trx) => {
      if (await findByTypeValue(trx, body.dictType, body.dictValue)) throw valueTaken(lang);
      const row = await trx
        .insertInto('dict_data')
        .values({
          dict_type: body.dictType,
          dict_label: body.dictLabel.trim(),
          dict_value: body.dictValue.trim(),
          dict_sort: body.dictSort ?? 0,
          is_default: body.isDefault ?? null,
          status: body.status ?? '0',
          css_class: body.cssClass ?? null,
          list_class: body.listClass ?? null,
          remark: body.remark ?? null,
          create_by: author(me),
          create_time: services.now(),
          update_by: author(me),
          update_time: services.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = toDictData(row);
      await recordAudit(trx, actorOf(me, req), { action: 'create', entity: 'dict_data', entityId: row.dict_code, after });
      return after;
    });
    await dictChanged(services, [saved.dictType]);
    return saved;
  },

  updateDictData: async ({ services, body, user, req }) => {
    const me = requireUser(user);
    const lang = serverLanguage(req.headers['accept-language']);
    const dictCode = body.dictCode;
    // The contract requires dictCode on an update; this only narrows the type.
    if (dictCode === undefined) throw notFound();
    const types = await services.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('dict_data').selectAll().where('dict_code', '=', dictCode).forUpdate().executeTakeFirst();
      if (!before) throw notFound();
      const clash = await findByTypeValue(trx, body.dictType, body.dictValue.trim());
      if (clash && clash.dict_code !== dictCode) throw valueTaken(lang);
      const row = await trx
        .updateTable('dict_data')
        .set({
          dict_type: body.dictType,
          dict_label: body.dictLabel.trim(),
          dict_value: body.dictValue.trim(),
          dict_sort: body.dictSort ?? before.dict_sort,
          is_default: body.isDefault === undefined ? before.is_default : body.isDefault,
          status: body.status ?? before.status,
          css_class: body.cssClass === undefined ? before.css_class : body.cssClass,
          list_class: body.listClass === undefined ? before.list_class : body.listClass,
          remark: body.remark === undefined ? before.remark : body.remark,
          update_by: author(me),
          update_time: services.now(),
        })
        .where('dict_code', '=', dictCode)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actorOf(me, req), { action: 'update', entity: 'dict_data', entityId: dictCode, before: toDictData(before), after: toDictData(row) });
      return [before.dict_type, row.dict_type];
    });
    await dictChanged(services, types);
    return null;
  },

  deleteDictData: async ({ services, params, user, req }) => {
    const me = requireUser(user);
    const codes = [...new Set(params.id.split(',').map(Number))];
    const gone = await services.db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('dict_data').where('dict_code', 'in', codes).returningAll().execute();
      for (const row of gone) {
        await recordAudit(trx, actorOf(me, req), { action: 'delete', entity: 'dict_data', entityId: row.dict_code, before: toDictData(row) });
      }
      return gone;
    });
    await dictChanged(services, gone.map((r) => r.dict_type));
    return { count: gone.length };
  },

  listContainerAgents: async ({ services, query }) => containerAgents(services.db, query.keyword?.trim()),

  listCompanyMappings: async ({ services, query }) => companyMappings(services.db, { source: query.source, companyCode: query.companyCode }),

  listEmptyContainerAvailability: async ({ services, query }) =>
    emptyContainerAvailability(services.db, { orgCode: query.orgCode, lineCode: query.lineCode, ctnSizeType: query.ctnSizeType }),

  getVesselVoyage: async ({ services, query, req }) => {
    if (!query.vesselName?.trim() && !query.vesselCode?.trim() && !query.voyage?.trim()) {
      throw invalid(clientText(serverLanguage(req.headers['accept-language']), 'vessel.criteriaRequired'), 'vesselName');
    }
    return vesselVoyages(services.db, query);
  },
});
