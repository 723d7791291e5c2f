/**
 * Server HTML (notices, popups) shown through DOMPurify: no scripts, handlers or javascript: links.
 * DOMPurify loads with the first notice shown, not with the shell.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { RichHtmlProps } from './SanitizedHtml';

export type { RichHtmlProps };

const SanitizedHtml = lazy(() => import('./SanitizedHtml'));

/** The text alone, for when the sanitiser cannot load (e.g. a new release replaced its chunk). */
function PlainText({ html, className, style }: RichHtmlProps) {
  // DOMParser documents are inert: nothing in them runs or loads.
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return (
    <div className={className ?? 'console-rich-html'} style={{ whiteSpace: 'pre-wrap', ...style }}>
      {text}
    </div>
  );
}

class SanitizerBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function RichHtml(props: RichHtmlProps) {
  return (
    <SanitizerBoundary fallback={<PlainText {...props} />}>
      <Suspense fallback={<div className={props.className ?? 'console-rich-html'} style={props.style} />}>
        <SanitizedHtml {...props} />
      </Suspense>
    </SanitizerBoundary>
  );
}
