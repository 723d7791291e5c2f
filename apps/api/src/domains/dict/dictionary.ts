/** Dictionary items (dict_data): reading by type, and the maintenance queries. */
import type { Selectable } from 'kysely';
import type { Schemas } from '@port/sdk/contract';
import type { DictDataTable } from '../../db/schema';
import type { Database } from '../../db/database';
import { formatDateTime } from '../../lib/datetime';
import { likeContains } from '../../lib/like';
import type { Bus } from '../../bus/bus';
import type { AppServices } from '../../services';
import { BROADCAST_CHANNEL, parseBroadcast } from '../message/channel';

export type DictRow = Selectable<DictDataTable>;

const orNull = (d: Date | null) => (d ? formatDateTime(d) : null);

export function toDictData(r: DictRow): Schemas['DictData'] {
  return {
    dictCode: r.dict_code,
    dictLabel: r.dict_label,
    dictValue: r.dict_value,
    dictSort: r.dict_sort,
    dictType: r.dict_type,
    isDefault: r.is_default === 'Y' || r.is_default === 'N' ? r.is_default : null,
    status: r.status === '1' ? '1' : '0',
    cssClass: r.css_class,
    listClass: r.list_class,
    remark: r.remark,
    createBy: r.create_by,
    createTime: orNull(r.create_time),
    updateBy: r.update_by,
    updateTime: orNull(r.update_time),
  };
}

/**
 * The items in use of one type, by dictSort: read by every form's select, so each replica keeps them in memory
 * until a change to the type is announced on the bus (dictChanged), which reaches every replica.
 */
export async function itemsOfType(services: Pick<AppServices, 'db' | 'bus'>, dictType: string) {
  const cache = cacheOf(services.bus);
  let hit = cache.get(dictType);
  if (!hit) {
    hit = readType(services.db, dictType);
    cache.set(dictType, hit);
    hit.catch(() => cache.delete(dictType));
  }
  return hit;
}

const caches = new WeakMap<Bus, Map<string, Promise<Schemas['DictData'][]>>>();

function cacheOf(bus: Bus) {
  let cache = caches.get(bus);
  if (!cache) {
    const fresh = new Map<string, Promise<Schemas['DictData'][]>>();
    bus.subscribe(BROADCAST_CHANNEL, (raw) => {
      const frame = parseBroadcast(raw);
      if (frame?.event === 'dict') fresh.delete(frame.dictType);
    });
    caches.set(bus, fresh);
    cache = fresh;
  }
  return cache;
}

/** After a change to a type commits: every replica's cache and every signed-in console drop it. */
export async function dictChanged(services: Pick<AppServices, 'bus'>, dictTypes: Iterable<string>): Promise<void> {
  const cache = caches.get(services.bus);
  for (const dictType of new Set(dictTypes)) {
    cache?.delete(dictType);
    await services.bus.publish(BROADCAST_CHANNEL, { type: 4, event: 'dict', dictType });
  }
}

async function readType(db: Database, dictType: string) {
  const rows = await db
    .selectFrom('dict_data')
    .selectAll()
    .where('dict_type', '=', dictType)
    .where('status', '=', '0')
    .orderBy('dict_sort')
    .orderBy('dict_code')
    .execute();
  return rows.map(toDictData);
}

export interface DictFilter {
  dictType?: string | undefined;
  dictLabel?: string | undefined;
  status?: '0' | '1' | undefined;
}

export async function pageDictData(db: Database, filter: DictFilter, pageNo: number, pageSize: number) {
  let base = db.selectFrom('dict_data');
  if (filter.dictType) base = base.where('dict_type', '=', filter.dictType);
  if (filter.dictLabel) base = base.where('dict_label', 'ilike', likeContains(filter.dictLabel));
  if (filter.status) base = base.where('status', '=', filter.status);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('dict_type').orderBy('dict_sort').orderBy('dict_code').limit(pageSize).offset((pageNo - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toDictData), total: Number(count.n), totalExact: true, pageNo, pageSize };
}

export async function findByTypeValue(db: Database, dictType: string, dictValue: string) {
  return db.selectFrom('dict_data').selectAll().where('dict_type', '=', dictType).where('dict_value', '=', dictValue).executeTakeFirst();
}
