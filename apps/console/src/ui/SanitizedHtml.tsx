import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';

export interface RichHtmlProps {
  html: string;
  className?: string;
  style?: CSSProperties;
}

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

export default function SanitizedHtml({ html, className, style }: RichHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className ?? 'console-rich-html'} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
