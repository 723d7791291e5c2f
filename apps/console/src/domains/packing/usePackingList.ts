/** One packing list by ?id=, reloaded when a notice arrives (the counterpart's change shows live). */
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getRecord } from '../../shared/entity/calls';
import { useReloadOnNotice } from '../../shared/entity/live';
import type { EntityRecord } from '../../shared/entity/model';

export function usePackingList(): { record: EntityRecord | null; failed: boolean; reload: () => void } {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [record, setRecord] = useState<EntityRecord | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    if (!/^[1-9]\d{0,17}$/.test(id)) return setFailed(true);
    getRecord('getPackingList', id).then((r) => { setRecord(r); setFailed(false); }, () => setFailed(true));
  }, [id]);
  useEffect(reload, [reload]);
  useReloadOnNotice(reload);
  return { record, failed, reload };
}
