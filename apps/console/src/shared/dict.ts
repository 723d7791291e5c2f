/** Dictionary items (GET /base/dict/data/type/{type}) as select options and labels, fetched once per type. */
import { useEffect, useState } from 'react';
import type { Schemas } from '@port/sdk/contract';
import { api, unwrap } from '../app/api';

export type DictItem = Schemas['DictData'];

const cache = new Map<string, Promise<DictItem[]>>();

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

export function useDict(type: string): Dict {
  const [items, setItems] = useState<DictItem[]>([]);
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
  }, [type]);
  return {
    items,
    options: items.map((i) => ({ label: `${i.dictValue} ${i.dictLabel}`, value: i.dictValue })),
    label: (value) => (value ? (items.find((i) => i.dictValue === value)?.dictLabel ?? value) : ''),
  };
}
