/**
 * HTML that the api has already sanitised on the way out (apps/api/src/lib/html.ts: no scripts, handlers, frames,
 * forms or javascript: links), shown as it comes. For answers the server guarantees so — the portal's popups and
 * strong reminders — this spares the page DOMPurify (about 9 KB gz of its first visit); anything else goes through
 * RichHtml, which sanitises in the browser.
 */
export interface ServerHtmlProps {
  /** Sanitised by the server; never pass HTML from anywhere else. */
  html: string | null | undefined;
  className?: string;
}

export function ServerHtml({ html, className }: ServerHtmlProps) {
  return <div className={['ui-rich-html', className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
