/** Column settings of a list: which columns show, kept in local storage per list. */
import { Button, Checkbox, Popover } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css';
import '@arco-design/web-react/es/Popover/style/css';
import { useCallback, useState } from 'react';
import { useTr } from '../../app/i18n';
import { readText, writeText } from '../../app/storage';

const storageKey = (listId: string) => `LIST_COLUMNS_${listId}`;

/** The hidden column keys of a list, and a setter that persists them. */
export function useHiddenColumns(listId: string | undefined): [Set<string>, (hidden: Set<string>) => void] {
  const [hidden, setHidden] = useState<Set<string>>(() => {
    if (!listId) return new Set();
    try {
      const raw = readText(storageKey(listId));
      return new Set(raw ? (JSON.parse(raw) as string[]) : []);
    } catch {
      return new Set();
    }
  });
  const update = useCallback(
    (next: Set<string>) => {
      setHidden(next);
      if (listId) writeText(storageKey(listId), JSON.stringify([...next]));
    },
    [listId],
  );
  return [hidden, update];
}

export function ColumnSettings({
  columns,
  hidden,
  onChange,
}: {
  columns: Array<{ key: string; title: string }>;
  hidden: Set<string>;
  onChange(next: Set<string>): void;
}) {
  const t = useTr();
  return (
    <Popover
      trigger="click"
      position="br"
      content={
        <div className="console-column-settings">
          {columns.map((c) => (
            <div key={c.key}>
              <Checkbox
                checked={!hidden.has(c.key)}
                onChange={(checked) => {
                  const next = new Set(hidden);
                  if (checked) next.delete(c.key);
                  else next.add(c.key);
                  onChange(next);
                }}
              >
                {c.title}
              </Checkbox>
            </div>
          ))}
        </div>
      }
    >
      <Button size="small">{t('listPage.columns')}</Button>
    </Popover>
  );
}
