/**
 * A description's field as a control (search form, edit form, transition dialog) and as a shown value
 * (table cell, detail, timeline): inputs by kind, selects from the field's options, its dictionary or the
 * status flow's states, a remote select for references.
 */
import { DatePicker, InputNumber, Select, Switch } from '@arco-design/web-react';
import { FileControl, FileValue } from './FileField';
import '@arco-design/web-react/es/DatePicker/style/css';
import '@arco-design/web-react/es/InputNumber/style/css';
import '@arco-design/web-react/es/Select/style/css';
import '@arco-design/web-react/es/Switch/style/css';
import type { OperationId } from '@port/sdk/contract';
import { useEffect, useMemo, useState } from 'react';
import { useDict } from '../dict';
import { DebouncedInput } from '../form/DebouncedInput';
import { StatusTag } from '../StatusTag';
import SanitizedHtml from '../../ui/SanitizedHtml';
import { callOperation } from './calls';
import { displayValue, flowTag, modifiersOf, type AnyDescription, type EntityRecord } from './model';
import type { FieldSpec, StatusFlow } from './sdk';
import { useText, type Text } from './text';
import type { LabelMap, MessageKey } from '@port/sdk';

export interface Option {
  label: string;
  value: string;
}

/** The choices of a select field: its options, the status flow's states (for the status field), or its dictionary. */
export function useOptions(d: AnyDescription, field: string, spec: FieldSpec): Option[] {
  const t = useText();
  const dict = useDict(spec.dict ?? '');
  if (spec.options) return Object.entries(spec.options).map(([value, key]) => ({ value, label: t(key) }));
  if (d.status?.field === field) return Object.entries(d.status.states).map(([value, s]) => ({ value, label: t(s.label) }));
  return spec.dict ? dict.options : [];
}

/** A reference's choices from its list operation, searched by its label field as the user types. */
function ReferenceSelect({ spec, value, onChange, current }: { spec: FieldSpec; value?: string; onChange?: (v: string) => void; current?: Option }) {
  const ref = spec.reference;
  const [options, setOptions] = useState<Option[]>(current ? [current] : []);
  const [text, setText] = useState('');
  useEffect(() => {
    if (!ref) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      callOperation<{ data: EntityRecord[] } | EntityRecord[]>(ref.operation as OperationId, {
        query: { pageNo: 1, pageSize: 50, ...(text ? { [ref.label]: text } : {}) },
      })
        .then((page) => {
          if (!live) return;
          // A short list operation answers every choice unpaged (e.g. the fleets an order can go to): searched here.
          const rows = Array.isArray(page) ? page.filter((r) => !text || String(r[ref.label] ?? '').includes(text)) : page.data;
          const found = rows.map((r) => ({ value: String(r[ref.value]), label: String(r[ref.label] ?? r[ref.value]) }));
          setOptions(current && !found.some((o) => o.value === current.value) ? [current, ...found] : found);
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [ref, text, current]);
  return <Select showSearch allowClear filterOption={false} options={options} value={value} onChange={onChange} onSearch={setText} />;
}

export interface FieldControlProps {
  description: AnyDescription;
  field: string;
  spec: FieldSpec;
  /** Search forms choose several of a select ('in'), a range of dates or numbers ('range'). */
  mode?: 'edit' | 'search' | 'in' | 'range';
  /** The shown choice of a reference being edited (its label is the record's, not the reference's list). */
  current?: Option;
  /** A document field being edited: the signed link of the file the record holds (record.fileLinks). */
  link?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** Form.Item injects value/onChange into its child; this renders the control of the field's kind. */
export function FieldControl({ description, field, spec, mode = 'edit', current, link, value, onChange }: FieldControlProps) {
  const t = useText();
  const options = useOptions(description, field, spec);
  const io = { value: value as never, onChange: onChange as never };
  switch (spec.kind) {
    case 'select':
      return <Select allowClear options={options} {...(mode === 'in' ? { mode: 'multiple' as const } : {})} {...io} />;
    case 'boolean':
      return mode === 'edit' ? (
        <Switch checked={value === true} onChange={onChange as never} />
      ) : (
        <Select allowClear options={[{ value: true as never, label: t('entityPage.yes') }, { value: false as never, label: t('entityPage.no') }]} {...io} />
      );
    case 'date':
    case 'datetime': {
      const format = spec.kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss';
      const time = spec.kind === 'datetime';
      return mode === 'range' ? (
        <DatePicker.RangePicker style={{ width: '100%' }} format={format} showTime={time} {...io} />
      ) : (
        <DatePicker style={{ width: '100%' }} format={format} showTime={time} {...io} />
      );
    }
    case 'integer':
    case 'decimal':
    case 'money':
      return (
        <InputNumber
          style={{ width: '100%' }}
          min={spec.min ?? 0}
          {...(spec.max !== undefined ? { max: spec.max } : {})}
          precision={spec.kind === 'integer' ? 0 : spec.kind === 'money' ? 2 : undefined}
          {...io}
        />
      );
    case 'file':
      return <FileControl spec={spec} label={t(spec.label)} value={value as string | null} onChange={onChange as never} {...(link ? { link } : {})} />;
    case 'reference':
      return <ReferenceSelect spec={spec} {...(current ? { current } : {})} value={value as string} onChange={onChange as never} />;
    case 'html':
      return <HtmlEditor {...(spec.maxLength ? { maxLength: spec.maxLength } : {})} value={value as string} onChange={onChange as never} />;
    case 'textarea':
      return (
        <DebouncedInput
          textarea
          {...(spec.maxLength ? { maxLength: spec.maxLength } : {})}
          {...(spec.placeholder && mode === 'edit' ? { placeholder: t(spec.placeholder) } : {})}
          value={value as string}
          onChange={onChange as never}
        />
      );
    default:
      return (
        <DebouncedInput
          allowClear
          modifiers={modifiersOf(spec)}
          {...(spec.maxLength && mode === 'edit' ? { maxLength: spec.maxLength } : {})}
          value={value as string}
          onChange={onChange as never}
        />
      );
  }
}

/** The status flow's states as the shared StatusTag's map and colours. */
export function useStateTag(d: AnyDescription): { map: LabelMap; colors: Record<string, 'gray'> } | null {
  return useMemo(() => (d.status ? (flowTag(d.status) as { map: LabelMap; colors: Record<string, 'gray'> }) : null), [d]);
}

/** A status code as its tag, labels and colours from the flow (`fallback`: what an unknown code shows). */
export function FlowStatusTag({ flow, value, fallback }: { flow: StatusFlow<string>; value: unknown; fallback?: MessageKey }) {
  const tag = useMemo(() => flowTag(flow) as { map: LabelMap; colors: Record<string, 'gray'> }, [flow]);
  return <StatusTag map={tag.map} value={value} colors={tag.colors} {...(fallback ? { fallback } : {})} />;
}

/** A record's field as shown: the status as its coloured tag, everything else as text. */
export function FieldValue({ description, field, spec, record }: { description: AnyDescription; field: string; spec: FieldSpec; record: EntityRecord }) {
  const t = useText();
  const dict = useDict(spec.dict ?? '');
  const tag = useStateTag(description);
  const value = record[field];
  if (tag && description.status?.field === field) return <StatusTag map={tag.map} value={value} colors={tag.colors} />;
  if (spec.kind === 'html') return <SanitizedHtml html={typeof value === 'string' ? value : ''} />;
  if (spec.kind === 'file') {
    return <FileValue label={t(spec.label)} link={(record.fileLinks as Record<string, string> | undefined)?.[field]} image={spec.upload?.image === true} value={record[field] as string | null | undefined} />;
  }
  return <>{showValue(t, spec, value, dict.label)}</>;
}

export function showValue(t: Text, spec: FieldSpec, value: unknown, dictLabel?: (v: string) => string): string {
  return displayValue(spec, value, { t, ...(dictLabel ? { dictLabel: (_d: string, v: string) => dictLabel(v) } : {}) });
}

/** Rich text: its HTML source and, beside it, the preview as the portal will show it (sanitised the same way). */
function HtmlEditor({ value, onChange, maxLength }: { value?: string; onChange?: (v: string) => void; maxLength?: number }) {
  const t = useText();
  return (
    <div className="entity-html-editor">
      <DebouncedInput textarea {...(maxLength ? { maxLength } : {})} value={value} onChange={onChange as never} />
      <div className="entity-html-preview" aria-label={t('entityPage.preview')}>
        <SanitizedHtml html={value ?? ''} />
      </div>
    </div>
  );
}
