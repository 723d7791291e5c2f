/**
 * HTML from the server (news bodies, notices, popup notices), sanitised with DOMPurify before it is
 * shown: no scripts, no inline handlers, no frames or forms, links opened safely. Outside a browser
 * (server rendering) DOMPurify cannot work, and nothing is rendered rather than unsanitised HTML.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const CONFIG = {
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // Links in content open in a new window without giving it access to this one.
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // A picture the author gave no text alternative is treated as decoration.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

/** The sanitised HTML, or '' where no DOM is available. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html || !DOMPurify.isSupported) return '';
  ensureHooks();
  return DOMPurify.sanitize(html, CONFIG);
}

export interface RichHtmlProps {
  html: string | null | undefined;
  className?: string;
}

export function RichHtml({ html, className }: RichHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={['ui-rich-html', className ?? ''].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
