/**
 * How a list page's actions change things: the change is made, 操作成功 is toasted and the list reloads; a
 * failed call has already been shown by the error catalogue (app/feedback), so it is only swallowed here.
 */
import { useCallback, useMemo, useRef, type RefObject } from 'react';
import { toastSuccess } from '../../app/feedback';
import type { ListPageHandle } from './ListPage';

export interface ListActions {
  /** Pass as the ListPage's (or EditableListPage's) ref. */
  list: RefObject<ListPageHandle | null>;
  /** After a change has been made: 操作成功, then `before` (e.g. close a dialog), then reload the list. */
  done(before?: () => void): void;
  /**
   * Makes a change (a row action, a dialog's decision) and, once it succeeded, `done(before)`. Settles
   * either way, so a confirmation dialog can show its OK button busy until then.
   */
  act(change: Promise<unknown>, before?: () => void): Promise<void>;
}

export function useListActions(): ListActions {
  const list = useRef<ListPageHandle>(null);
  const done = useCallback((before?: () => void) => {
    toastSuccess();
    before?.();
    list.current?.reload();
  }, []);
  const act = useCallback(
    (change: Promise<unknown>, before?: () => void) => change.then(() => done(before)).catch(() => undefined),
    [done],
  );
  return useMemo(() => ({ list, done, act }), [done, act]);
}
