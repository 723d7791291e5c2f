/**
 * The "sandbox" ribbon (issue 30): a small fixed label in the bottom-left corner of every page while the server
 * runs a built-in sandbox in production (ALLOW_SANDBOX), so nobody takes a sandbox's payment, identity check or
 * receipt for a real one. Outside production every adapter is its sandbox by design and nothing is drawn.
 * It never takes a click (pointer-events: none) and draws nothing until the server has answered.
 */
import { useEffect, useState } from 'react';
import { LANGUAGES, type Language } from '@port/config/constants';
import { sandboxTexts } from '@port/config/i18n/sandbox';
import type { Schemas } from '@port/sdk/contract';

export interface SandboxRibbonProps {
  /** GET /health/sandboxes through the app's own client. */
  load: () => Promise<Schemas['Sandboxes']>;
  /** The page's language; anything else reads zh-CN. */
  language: string;
}

/** The ribbon's words for what the server answered, or null when no ribbon is drawn. */
export function ribbonText(state: Schemas['Sandboxes'], language: string): { label: string; title: string } | null {
  if (!state.production || state.sandboxes.length === 0) return null;
  const texts = sandboxTexts[(LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'zh-CN'];
  const names = state.sandboxes.map((name) => texts.names[name]);
  return {
    label: `${texts.ribbon} · ${names.join(' / ')}`,
    title: texts.title.replace('{{names}}', names.join(language.startsWith('zh') ? '、' : ', ')),
  };
}

const STYLE = {
  position: 'fixed', left: 0, bottom: 0, zIndex: 2147483000, maxWidth: '60vw', padding: '2px 10px', background: '#c2410c', color: '#fff',
  font: '600 12px/18px system-ui, sans-serif', borderTopRightRadius: 4, pointerEvents: 'none', opacity: 0.92,
} as const;

export function SandboxRibbon({ load, language }: SandboxRibbonProps) {
  const [state, setState] = useState<Schemas['Sandboxes'] | null>(null);
  useEffect(() => {
    let live = true;
    load().then((s) => live && setState(s), () => undefined);
    return () => {
      live = false;
    };
  }, [load]);
  const text = state && ribbonText(state, language);
  if (!text) return null;
  return (
    <div role="note" aria-label={text.title} data-testid="sandbox-ribbon" style={STYLE}>
      {text.label}
    </div>
  );
}
