/**
 * Every menu entry the server seeds (core and domain menus, hidden named routes included: they title the tabs) has
 * its title text `menus.<key>` ('.' written '_', routing/menu-key.ts in the console) in all four languages, from the
 * central catalogue or the domain's texts; the zh-CN text is the seeded title. Buttons are permissions, not titles.
 */
import { describe, expect, it } from 'vitest';
import { zhCN, enUS, zhTW, ptBR, type Messages } from '@port/config/i18n';
import { domainText, LANGUAGES, type Language } from '@port/sdk/domains';
import { MENUS } from '../src/seed/menus';
import type { MenuSeed } from '../src/domains/module';

const CATALOGUES: Record<Language, Messages> = { 'zh-CN': zhCN, 'en-US': enUS, 'zh-TW': zhTW, 'pt-BR': ptBR };

const entries = (menus: readonly MenuSeed[]): MenuSeed[] =>
  menus.flatMap((m) => (m.type === 'button' ? [] : [m, ...entries(m.children ?? [])]));

function text(language: Language, key: string): string | undefined {
  const central = (CATALOGUES[language] as unknown as { menus?: Record<string, string> }).menus?.[key];
  return central ?? domainText(language, `menus.${key}`);
}

describe('menu titles', () => {
  it.each(LANGUAGES)('have a text in %s', (language) => {
    const missing = entries(MENUS)
      .map((m) => ({ key: m.key.replace(/\./g, '_'), title: m.title }))
      .filter(({ key }) => text(language, key) === undefined)
      .map(({ key, title }) => `${key} ${title}`);
    expect(missing).toEqual([]);
  });

  it('are the seeded titles in zh-CN', () => {
    const differ = entries(MENUS)
      .map((m) => ({ key: m.key.replace(/\./g, '_'), title: m.title }))
      .filter(({ key, title }) => text('zh-CN', key) !== undefined && text('zh-CN', key) !== title)
      .map(({ key, title }) => `${key}: ${title} ≠ ${text('zh-CN', key)}`);
    expect(differ).toEqual([]);
  });
});
