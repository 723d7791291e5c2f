/**
 * Dictionary items (GET /base/dict/data/type/{type}) as select options and labels, fetched once per type. A seeded
 * item's label is shown in the user's language when the catalogue has `dicts.<type>.<value>`, else as stored.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../app/api';
import { zhCN } from '@port/config/i18n/zh-CN';
import { i18n } from '../app/i18n';

export type DictItem = Schemas['DictData'];

const cache = new Map<string, Promise<DictItem[]>>();
/** Mounted selects per type, told to read again when the type changes. */
const listeners = new Map<string, Set<() => void>>();

/** A type changed (the socket's type 4 frame): the cache drops it and the selects showing it read it again. */
export function forgetDict(type: string): void {
  cache.delete(type);
  for (const reload of listeners.get(type) ?? []) reload();
}

export function loadDict(type: string): Promise<DictItem[]> {
  let hit = cache.get(type);
  if (!hit) {
    hit = unwrap(api.GET('/base/dict/data/type/{dictType}', { params: { path: { dictType: type } } })).catch((error: unknown) => {
      cache.delete(type);
      throw error;
    });
    cache.set(type, hit);
  }
  return hit;
}

export interface Dict {
  items: DictItem[];
  options: Array<{ label: string; value: string }>;
  /** The label of a value; the value itself when unknown. */
  label(value: string | null | undefined): string;
}

const SEEDED = (zhCN as { dicts?: Record<string, Record<string, string> | undefined> }).dicts ?? {};

/**
 * An item's label in the current language when it is still the seeded one and there is a text for it; a label the
 * administrator changed (字典管理) is shown as stored, in every language.
 */
export function dictItemLabel(type: string, item: Pick<DictItem, 'dictValue' | 'dictLabel'>): string {
  const key = `dicts.${type}.${item.dictValue}`;
  return SEEDED[type]?.[item.dictValue] === item.dictLabel && i18n.exists(key) ? i18n.t(key) : item.dictLabel;
}

export function useDict(type: string): Dict {
  // Re-rendered on a language switch, so labels follow it.
  useTranslation();
  const [items, setItems] = useState<DictItem[]>([]);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!type) return undefined;
    const reload = () => setGeneration((g) => g + 1);
    const set = listeners.get(type) ?? new Set();
    set.add(reload);
    listeners.set(type, set);
    return () => {
      set.delete(reload);
    };
  }, [type]);
  useEffect(() => {
    // A field without a dictionary asks for none.
    if (!type) return undefined;
    let live = true;
    loadDict(type)
      .then((list) => live && setItems(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [type, generation]);
  return {
    items,
    options: items.map((i) => ({ label: `${i.dictValue} ${dictItemLabel(type, i)}`, value: i.dictValue })),
    label: (value) => {
      const item = value ? items.find((i) => i.dictValue === value) : undefined;
      return item ? dictItemLabel(type, item) : (value ?? '');
    },
  };
}
