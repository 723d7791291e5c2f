/** Last resort: a render error anywhere shows a way out instead of a white page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { tr } from '../app/i18n';

export class AppBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('console crashed', error, info.componentStack);
  }
  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="console-not-found" role="alert">
        <p>{tr('console.pageLoadFailed')}</p>
        <button
          type="button"
          className="arco-btn arco-btn-primary arco-btn-size-default arco-btn-shape-square"
          onClick={() => window.location.reload()}
        >
          {tr('console.retry')}
        </button>
      </div>
    );
  }
}
