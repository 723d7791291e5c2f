/**
 * The work queue as the user sees it (issue 26): counts per kind (overdue in red), then the items oldest first with
 * their age; a click opens the record's detail page on the item's action (?action=). Shown on the home page (the
 * first few) and on its own page (all of them).
 */
import { Button, Empty, Spin, Tag } from '@arco-design/web-react';
import type { MessageKey } from '@port/sdk';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTr } from '../app/i18n';
import { useSession } from '../session/store';
import { buildRouteTable } from '../routing/records';
import { pathOfPage } from '../routing/page-path';
import { entityPageKeys } from '../shared/entity/paths';
import { recordPath } from '../shared/entity/paths';
import { ageParts, useWork, type WorkItem } from './store';

/** Entities whose detail page is not named by the convention (shared/entity/paths.ts), as their pages.ts says. */
const DETAIL_KEYS: Readonly<Record<string, string>> = { 'trucking.order': 'trucking/orderDetails' };

/** The path that opens an item: its record's detail page on the action, when the user's routes serve that page. */
export function useItemPath(): (item: Pick<WorkItem, 'entity' | 'id' | 'action'>) => string | undefined {
  const routes = useSession((s) => s.routes);
  const records = useMemo(() => buildRouteTable(routes).records, [routes]);
  return (item) => {
    const detail = DETAIL_KEYS[item.entity] ?? entityPageKeys({ name: item.entity }).detail;
    const path = pathOfPage(records, detail);
    return path ? `${recordPath(path, item.id)}&action=${encodeURIComponent(item.action)}` : undefined;
  };
}

export function WorkList({ max }: { max?: number }) {
  const t = useTr();
  const navigate = useNavigate();
  const queue = useWork((s) => s.queue);
  const failed = useWork((s) => s.failed);
  const pathOf = useItemPath();
  if (!queue) {
    return failed ? (
      <p role="alert">
        {t('console.home.work.failed')}{' '}
        <Button size="mini" type="text" onClick={() => void useWork.getState().refresh()}>
          {t('console.retry')}
        </Button>
      </p>
    ) : (
      <Spin />
    );
  }
  if (queue.total === 0) return <Empty description={t('console.home.work.empty')} />;
  const label = new Map(queue.kinds.map((k) => [k.kind, k.label]));
  const items = max === undefined ? queue.items : queue.items.slice(0, max);
  const age = (minutes: number) => {
    const a = ageParts(minutes);
    return t(a.key as MessageKey, { n: a.n });
  };
  return (
    <div className="console-work">
      <ul className="console-work-kinds" aria-label={t('console.home.work.kind')}>
        {queue.kinds.map((k) => (
          <li key={k.kind} data-testid={`work-kind-${k.kind}`}>
            <span className="console-work-kind-label">{k.label}</span>
            <Tag color="arcoblue">{t('console.home.work.count', { count: k.count })}</Tag>
            {k.overdue > 0 ? <Tag color="red">{t('console.home.work.overdueCount', { count: k.overdue })}</Tag> : null}
          </li>
        ))}
      </ul>
      <ol className="console-work-items">
        {items.map((item) => {
          const to = pathOf(item);
          return (
            <li key={`${item.kind}:${item.id}`} className={item.overdue ? 'console-work-item is-overdue' : 'console-work-item'} data-testid="work-item">
              <div className="console-work-item-main">
                <span className="console-work-item-kind">{label.get(item.kind)}</span>
                <span className="console-work-item-title" data-user-data>
                  {item.title}
                </span>
              </div>
              <div className="console-work-item-meta">
                {item.overdue ? <Tag color="red">{t('console.home.work.overdue')}</Tag> : null}
                <span>{t('console.home.work.waiting', { age: age(item.ageMinutes) })}</span>
                {to ? (
                  <Button size="mini" type="primary" onClick={() => navigate(to)}>
                    {t('console.home.work.open')}
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
