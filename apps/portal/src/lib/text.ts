/** Text helpers for content that arrives as HTML. */
import { formatDate } from '@port/sdk/format';

/**
 * The plain text of an HTML body, for excerpts. DOMParser builds an inert document: its scripts never
 * run and its pictures never load, so untrusted HTML is safe to read this way.
 */
export function htmlToText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, style, template, noscript')) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** A wire time's day in the port's zone, 'YYYY-MM-DD'. */
export const datePart = (value: string | null | undefined): string => formatDate(value);
