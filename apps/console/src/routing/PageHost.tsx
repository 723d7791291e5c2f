/**
 * Renders one route's page: the lazy page of its component key, an iframe, or a placeholder for a
 * page key no domain has registered yet. Provides the record (and its permissions) to the page.
 */
import { Component, Suspense, useEffect, useMemo, useRef, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@arco-design/web-react';
import { useTr } from '../app/i18n';
import { RoutePermissionContext } from '../permission';
import { toBrowserPath } from '../session/paths';
import { PageLoading } from '../ui/PageLoading';
import { RouteRecordContext } from './context';
import { IframePage } from './IframePage';
import { forgetPage, pageComponent } from './pages';
import { lacksRecordId, listOf } from './record-pages';
import { buildRouteTable, type RouteRecord } from './records';
import { useSession } from '../session/store';
import { recordTitle } from './title';

function Placeholder({ record }: { record: RouteRecord }) {
  const t = useTr();
  return (
    <div className="console-placeholder">
      <h2>{recordTitle(record, t)}</h2>
      <p>{t('console.placeholderPage')}</p>
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTr();
  return (
    <div className="console-placeholder">
      <p>{t('console.pageLoadFailed')}</p>
      <Button type="primary" onClick={onRetry}>
        {t('console.retry')}
      </Button>
    </div>
  );
}

class PageBoundary extends Component<{ pageKey: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed', this.props.pageKey, error, info.componentStack);
  }
  retry = (): void => {
    forgetPage(this.props.pageKey);
    this.setState({ failed: false });
  };
  override render(): ReactNode {
    return this.state.failed ? <LoadFailed onRetry={this.retry} /> : this.props.children;
  }
}

/** A record page opened without its id: what is missing, and the way back to its list. */
function MissingRecord({ record }: { record: RouteRecord }) {
  const t = useTr();
  const navigate = useNavigate();
  const routes = useSession((s) => s.routes);
  const list = useMemo(() => {
    const paths = new Set(buildRouteTable(routes).records.map((r) => r.path));
    return listOf(record.path, (p) => paths.has(p));
  }, [routes, record.path]);
  return (
    <div className="console-placeholder" data-testid="missing-record">
      <h2>{recordTitle(record, t)}</h2>
      <p role="alert">{t('console.missingRecord')}</p>
      <Button type="primary" onClick={() => navigate(list)}>
        {t('console.backToList')}
      </Button>
    </div>
  );
}

/** A blank route without a page of the console (e.g. /screen): the browser goes there. */
function ExternalPage({ path }: { path: string }) {
  useEffect(() => {
    window.location.replace(toBrowserPath(path));
  }, [path]);
  return <PageLoading fullscreen />;
}

export function PageHost({ record }: { record: RouteRecord }) {
  const t = useTr();
  const { pathname, search } = useLocation();
  // A kept-alive page hidden behind another tab sees that tab's URL: it keeps what it last decided.
  const missing = useRef(false);
  if (pathname === record.path) missing.current = lacksRecordId(record.path, search);
  let content: ReactNode;
  if (missing.current) {
    content = <MissingRecord record={record} />;
  } else if (record.kind === 'iframe' && record.link) {
    content = <IframePage src={record.link} title={recordTitle(record, t)} />;
  } else {
    const Page = pageComponent(record.component);
    if (Page) {
      content = (
        <PageBoundary pageKey={record.component ?? record.path}>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </PageBoundary>
      );
    } else if (record.kind === 'blank') {
      content = <ExternalPage path={record.path} />;
    } else {
      content = <Placeholder record={record} />;
    }
  }
  return (
    <RouteRecordContext.Provider value={record}>
      <RoutePermissionContext.Provider value={record.permission}>{content}</RoutePermissionContext.Provider>
    </RouteRecordContext.Provider>
  );
}
