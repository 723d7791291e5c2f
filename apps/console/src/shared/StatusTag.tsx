/**
 * One status tag for every domain, driven by the SDK's label maps (SPEC §4): the label is translated,
 * unknown codes show raw (or the map's fallback key), '#'/null/'null'/'NULL' show nothing.
 *
 *   <StatusTag map={TRUCK_ORDER_STATUS} value={row.status} colors={{ '06': 'green', '03': 'red' }} />
 */
import { Tag } from '@arco-design/web-react';
import { isDisplayEmpty, labelOf, type LabelMap, type MessageKey } from '@port/sdk';
import { useTr } from '../app/i18n';

export type TagColor =
  | 'red'
  | 'orangered'
  | 'orange'
  | 'gold'
  | 'lime'
  | 'green'
  | 'cyan'
  | 'blue'
  | 'arcoblue'
  | 'purple'
  | 'pinkpurple'
  | 'magenta'
  | 'gray';

export interface StatusTagProps {
  map: LabelMap;
  value: unknown;
  colors?: Readonly<Record<string, TagColor>>;
  /** What an unknown code shows: the code itself (default) or a message key. */
  fallback?: 'raw' | MessageKey;
}

export function StatusTag({ map, value, colors, fallback = 'raw' }: StatusTagProps) {
  const t = useTr();
  if (isDisplayEmpty(value) || value === '') return null;
  const label = labelOf(map, value, { fallback, t });
  const color = colors?.[String(value)] ?? 'arcoblue';
  return (
    <Tag color={color} size="small" data-status={String(value)}>
      {label}
    </Tag>
  );
}
