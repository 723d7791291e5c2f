/**
 * Renders one route's page: the lazy page of its component key, an iframe, or a placeholder for a
 * page key no domain has registered yet. Provides the record (and its permissions) to the page.
 */
import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@arco-design/web-react';
import { useTr } from '../app/i18n';
import { RoutePermissionContext } from '../permission';
import { toBrowserPath } from '../session/paths';
import { PageLoading } from '../ui/PageLoading';
import { RouteRecordContext } from './context';
import { IframePage } from './IframePage';
import { forgetPage, pageComponent } from './pages';
import type { RouteRecord } from './records';
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

/** A blank route without a page of the console (e.g. /screen): the browser goes there. */
function ExternalPage({ path }: { path: string }) {
  useEffect(() => {
    window.location.replace(toBrowserPath(path));
  }, [path]);
  return <PageLoading fullscreen />;
}

export function PageHost({ record }: { record: RouteRecord }) {
  const t = useTr();
  let content: ReactNode;
  if (record.kind === 'iframe' && record.link) {
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
