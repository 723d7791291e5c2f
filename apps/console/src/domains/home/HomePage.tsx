/**
 * /home, the dashboard (kept alive): the greeting by hour (SPEC §1), the user's company and role,
 * counts of unread messages, notices and to-dos, and shortcuts to the menu's business areas.
 */
import { Button, Card, Spin } from '@arco-design/web-react';
import { greetingKey } from '@port/config/constants';
import { portWallClock } from '@port/sdk';
import type { MessageKey } from '@port/sdk';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { currentLanguage, useTr } from '../../app/i18n';
import { unreadSummary, useNotices } from '../../notices/store';
import { useWork } from '../../work/store';
import { WorkList } from '../../work/WorkList';
import { buildMenu, type MenuNode } from '../../routing/menu';
import { joinPath } from '../../routing/records';
import type { ServerRoute } from '../../session/types';
import { toBrowserPath } from '../../session/paths';
import { greetingName, useSession } from '../../session/store';
import { MenuIcon } from '../../layout/icons';
import { roleLabel } from '../../shared/roles';
import { useLocalizedRoutes } from '../../routing/localize';

const HomeCharts = lazy(() => import('./HomeCharts'));

/** Every route path of the caller's menu, hidden ones included. */
function routePaths(routes: readonly ServerRoute[], parent = '/'): string[] {
  return routes.flatMap((r) => {
    const path = joinPath(parent, r.path);
    return [path, ...routePaths(r.children ?? [], path)];
  });
}


function Shortcut({ node }: { node: MenuNode }) {
  if (node.type === 'blank') {
    return (
      <a href={toBrowserPath(node.path)} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    );
  }
  return <Link to={node.path}>{node.title}</Link>;
}

export default function HomePage() {
  const t = useTr();
  const navigate = useNavigate();
  const info = useSession((s) => s.info);
  const routes = useLocalizedRoutes();
  const list = useNotices((s) => s.list);
  const failed = useNotices((s) => s.failed);
  const areas = useMemo(() => buildMenu(routes).filter((n) => n.path !== '/home'), [routes]);
  const greeting = t(greetingKey(portWallClock(new Date()).hour) as MessageKey);
  const roles = (info?.roles ?? []).map((r) => roleLabel(r, t)).join(currentLanguage().startsWith('zh') ? '、' : ', ');
  // The charts link to the order list the caller has: the forwarder's, else the fleet's.
  const paths = useMemo(() => new Set(routePaths(routes)), [routes]);
  const orderListPath = paths.has('/order/list') ? '/order/list' : paths.has('/fleet/orders') ? '/fleet/orders' : null;
  const showAlarms = paths.has('/screen') || paths.has('/fleet/dispatch');

  // The bell's own numbers: its badge, its 消息 tab (notices and messages) and its 待办 tab.
  const unread = unreadSummary(list);
  // 待办事项 is what waits for the user's company (issue 26): the work queue's count, kept live by the socket.
  const work = useWork((s) => s.queue);
  const workFailed = useWork((s) => s.failed);
  const counts: ReadonlyArray<{ key: string; label: MessageKey; value: number | null; failed: boolean; to: string }> = [
    { key: 'all', label: 'console.home.unreadAll', value: list ? unread.total : null, failed, to: '/message/new?readStatus=0' },
    { key: 'messages', label: 'console.home.unreadMessages', value: list ? unread.messages : null, failed, to: '/message/new?readStatus=0' },
    { key: 'todos', label: 'console.home.todos', value: work ? work.total : null, failed: workFailed, to: '/home/work' },
  ];

  return (
    <div className="console-home">
      <Card className="console-home-welcome" bordered={false}>
        <h1 className="console-home-greeting">
          {/* The user's name is data (data-user-data), the greeting around it is the product's text. */}
          {t('console.home.greeting', { greeting, name: '\u0000' })
            .split('\u0000')
            .flatMap((part, i) => (i === 0 ? [part] : [<span key={i} data-user-data>{greetingName(info)}</span>, part]))}
        </h1>
        <p className="console-home-sub">{t('console.home.welcome')}</p>
        <dl className="console-home-facts">
          <div>
            <dt>{t('console.home.company')}</dt>
            {info?.user.companyName ? <dd data-user-data>{info.user.companyName}</dd> : <dd>{t('console.home.noCompany')}</dd>}
          </div>
          <div>
            <dt>{t('console.home.role')}</dt>
            <dd>{roles}</dd>
          </div>
        </dl>
      </Card>
      <div className="console-home-counts">
        {counts.map((c) => (
          <Card
            key={c.key}
            hoverable
            className="console-home-count"
            data-testid={`home-count-${c.key}`}
            onClick={() => navigate(c.to)}
          >
            <div className="console-home-count-value">{c.value !== null ? c.value : c.failed ? '—' : <Spin size={20} />}</div>
            <div className="console-home-count-label">{t(c.label)}</div>
          </Card>
        ))}
      </div>
      {failed && !list ? (
        <p className="console-home-counts-failed" role="alert">
          {t('console.list.loadFailed')}{' '}
          <Button size="mini" type="text" onClick={() => void useNotices.getState().refresh()}>
            {t('console.retry')}
          </Button>
        </p>
      ) : null}
      <Card
        title={t('console.home.work.title')}
        bordered={false}
        className="console-home-work"
        extra={
          <Link to="/home/work" data-testid="home-work-all">
            {t('console.home.work.all')}
          </Link>
        }
      >
        <WorkList max={8} />
      </Card>
      {orderListPath || showAlarms ? (
        <Suspense fallback={null}>
          <HomeCharts orderListPath={orderListPath} showAlarms={showAlarms} />
        </Suspense>
      ) : null}
      <Card title={t('console.home.shortcuts')} bordered={false} className="console-home-shortcuts">
        {areas.length === 0 ? (
          <p>{t('console.home.noShortcuts')}</p>
        ) : (
          <div className="console-home-areas">
            {areas.map((area) => (
              <section key={area.path} className="console-home-area">
                <h3>
                  <MenuIcon name={area.icon} /> {area.children ? area.title : <Shortcut node={area} />}
                </h3>
                {area.children ? (
                  <ul>
                    {area.children.map((child) => (
                      <li key={child.path}>
                        <Shortcut node={child} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
