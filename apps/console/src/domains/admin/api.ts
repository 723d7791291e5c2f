/** The calls of 字典管理: items of the dictionaries (dict:data:*) and the types in use. */
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../../app/api';
import type { PageParams, PageResult } from '../../shared/list-page';

export type DictData = Schemas['DictData'];
export type DictRow = DictData & { id: string; version: number };
export interface DictFilters extends Record<string, unknown> {
  dictType?: string;
  dictLabel?: string;
  status?: '0' | '1';
}
export interface DictWrite extends Record<string, unknown> {
  dictType: string;
  dictLabel: string;
  dictValue: string;
  dictSort?: number;
  status?: '0' | '1';
  remark?: string | null;
}

/** The list page keys a row by id and sends a version back; a dictionary item has its code and no version. */
const row = (d: DictData): DictRow => ({ ...d, id: String(d.dictCode), version: 0 });

export async function listDict(query: Partial<DictFilters> & PageParams): Promise<PageResult<DictRow>> {
  const { pageNo, pageSize, dictType, dictLabel, status } = query;
  const page = await unwrap(api.GET('/system/dict/data/list', {
    params: { query: { pageNo, pageSize, ...(dictType ? { dictType } : {}), ...(dictLabel ? { dictLabel } : {}), ...(status ? { status } : {}) } },
  }));
  return { data: page.data.map(row), total: page.total, totalExact: true };
}

const body = (w: DictWrite) => ({ ...w, dictSort: Number(w.dictSort ?? 0), status: w.status ?? ('0' as const) });

export const createDict = (w: DictWrite) => unwrap(api.POST('/system/dict/data', { body: body(w) }));
// The contract's body is DictDataWrite with dictCode required (allOf), which the generator types as DictDataWrite &
// Record<string, never>; the object sent is exactly DictDataWrite with its dictCode.
type UpdateBody = Schemas['DictDataWrite'] & Record<string, never>;
export const updateDict = (id: string, w: DictWrite) =>
  unwrap(api.PUT('/system/dict/data', { body: { ...body(w), dictCode: Number(id) } satisfies Schemas['DictDataWrite'] as unknown as UpdateBody }));
export const deleteDict = (id: string) => unwrap(api.DELETE('/system/dict/data/{id}', { params: { path: { id } } }));
export const listDictTypes = () => unwrap(api.GET('/system/dict/types'));

/** Platform staff, for a user of any company: lift the sign-in lock; send a temporary password by SMS (never shown). */
