/**
 * 字典管理 (system/dict, /system/dict): the dictionaries' types (the type filter lists them with their item
 * counts) and items, added, edited and removed by platform staff (dict:data:*). A change is announced to
 * every replica and every signed-in console, whose selects read the type again without a reload.
 */
import { type TableColumnProps } from '@arco-design/web-react';
import { displayText, portTime } from '@port/sdk';
import { useEffect, useState } from 'react';
import { useTr } from '../../app/i18n';
import { StatusTag } from '../../shared/StatusTag';
import { useText } from '../../shared/entity/text';
import type { FormField } from '../../shared/form/FormModal';
import { requiredRule } from '../../shared/form/rules';
import { EditableListPage, type SearchField } from '../../shared/list-page';
import { createDict, deleteDict, listDict, listDictTypes, updateDict, type DictFilters, type DictRow, type DictWrite } from './api';

const DICT_TYPE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

const resource = { list: listDict, create: createDict, update: updateDict, remove: (id: string) => deleteDict(id) };

export default function DictPage() {
  const tr = useTr();
  const t = useText();
  const f = (k: string) => t(`admin.dict.${k}`);
  const [types, setTypes] = useState<Array<{ dictType: string; count: number }>>([]);
  useEffect(() => {
    listDictTypes().then(setTypes).catch(() => undefined);
  }, []);
  const statuses = [{ value: '0', label: f('statuses.0') }, { value: '1', label: f('statuses.1') }];

  const search: SearchField<DictFilters>[] = [
    { field: 'dictType', label: f('dictType'), type: 'select', options: types.map((x) => ({ value: x.dictType, label: t('admin.dict.typeCount', { type: x.dictType, count: x.count }) })) },
    { field: 'dictLabel', label: f('dictLabel'), type: 'input', modifiers: ['trim'] },
    { field: 'status', label: f('status'), type: 'select', options: statuses },
  ];
  const form: FormField<DictWrite>[] = [
    { field: 'dictType', label: f('dictType'), type: 'input', modifiers: ['trim'], maxLength: 100, placeholder: f('typeHint'),
      rules: [requiredRule(tr, f('dictType')), { validator: (v: unknown, cb: (e?: string) => void) => cb(typeof v === 'string' && v && !DICT_TYPE.test(v) ? f('typeInvalid') : undefined) }] },
    { field: 'dictLabel', label: f('dictLabel'), type: 'input', modifiers: ['trim'], maxLength: 100, rules: [requiredRule(tr, f('dictLabel'))] },
    { field: 'dictValue', label: f('dictValue'), type: 'input', modifiers: ['trim'], maxLength: 100, rules: [requiredRule(tr, f('dictValue'))] },
    { field: 'dictSort', label: f('dictSort'), type: 'input', modifiers: ['trimAll'], maxLength: 6 },
    { field: 'status', label: f('status'), type: 'select', options: statuses },
    { field: 'remark', label: f('remark'), type: 'textarea', wide: true, maxLength: 500 },
  ];
  const columns: TableColumnProps<DictRow>[] = [
    { key: 'dictType', title: f('dictType'), dataIndex: 'dictType', width: 260 },
    // The stored label is the record being edited (data); the language's text shows where the item is used.
    { key: 'dictLabel', title: f('dictLabel'), dataIndex: 'dictLabel', width: 200, render: (v: string) => <span data-user-data>{v}</span> },
    { key: 'dictValue', title: f('dictValue'), dataIndex: 'dictValue', width: 140 },
    { key: 'dictSort', title: f('dictSort'), dataIndex: 'dictSort', width: 80 },
    {
      key: 'status', title: f('status'), dataIndex: 'status', width: 90,
      render: (v: unknown) => <StatusTag map={{ '0': 'admin.dict.statuses.0', '1': 'admin.dict.statuses.1' } as never} value={v} colors={{ '0': 'green', '1': 'gray' } as never} />,
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', width: 200, render: (v: unknown) => displayText(v) },
    { key: 'updateTime', title: f('updateTime'), dataIndex: 'updateTime', width: 170, render: portTime },
  ];

  return (
    <EditableListPage<DictFilters, DictRow, DictWrite>
      listId="system-dict"
      title={f('title')}
      permission="dict:data"
      scrollX={1200}
      searchFields={search}
      formFields={form}
      newValues={{ status: '0', dictSort: 0 }}
      formValuesOf={(r) => ({ dictType: r.dictType, dictLabel: r.dictLabel, dictValue: r.dictValue, dictSort: r.dictSort, status: r.status, remark: r.remark })}
      columns={columns}
      resource={resource}
    />
  );
}
