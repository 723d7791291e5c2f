/**
 * The README is the door: short, and every relative link in it and in docs/*.md reaches a file that exists and, with
 * `#anchor`, a heading of that file (GitHub's anchor rules), so moving text between documents cannot strand a link.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..', '..', '..');
const documents = ['README.md', ...readdirSync(join(root, 'docs')).filter((n) => n.endsWith('.md')).map((n) => `docs/${n}`)];

/** Markdown without fenced blocks and inline code, where a `[x](y)` is not a link. */
function prose(text: string): string {
  return text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchors: lowercase, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!
      .replace(/`/g, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

function brokenLinks(doc: string): string[] {
  const text = readFileSync(join(root, doc), 'utf8');
  const broken: string[] = [];
  for (const m of prose(text).matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto: — not this repository's
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const file = path === '' ? join(root, doc) : resolve(dirname(join(root, doc)), decodeURIComponent(path));
    if (!existsSync(file)) {
      broken.push(`${doc}: ${target} (no such file)`);
      continue;
    }
    if (anchor !== undefined && (statSync(file).isDirectory() || !anchors(readFileSync(file, 'utf8')).has(anchor)))
      broken.push(`${doc}: ${target} (no such heading)`);
  }
  return broken;
}

describe('README and docs/', () => {
  it('README.md is at most 200 lines', () => {
    expect(readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });

  it('finds the documents and their links', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/operators.md', 'docs/developers.md']));
    expect(anchors('# A `b` c: d\n## A b c d\n```\n# not\n```')).toEqual(new Set(['a-b-c-d', 'a-b-c-d-1']));
  });

  it.each(documents)('every relative link in %s reaches a file and heading', (doc) => {
    expect(brokenLinks(doc)).toEqual([]);
  });
});
