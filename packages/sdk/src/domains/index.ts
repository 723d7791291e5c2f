/**
 * The registry of business domains described with the entity mechanism: every description (the server
 * builds its handlers and the agreement test checks it against openapi/) and every domain's texts, merged
 * per language into one tree the apps add to their i18n resources and the server's clientText reads.
 * A new domain adds its folder and one line in each list below.
 */
import type { EntityDescription } from '../domain/describe';
import { entityTexts } from '../domain/texts';
import { bookingEntity, bookingTexts } from './booking';
import { factoryEntity } from './trucking';
import { vesselEntity, vesselTexts, voyageEntity } from './vessel';
import { branchReleaseEntity, wentaiTexts } from './wentai';
import { declTexts, dgDeclarationEntity } from './decl';

/** Every entity description, for the agreement test and the registries that need all of them. */
export const ENTITY_DESCRIPTIONS: ReadonlyArray<EntityDescription<never, string>> = [factoryEntity, vesselEntity, voyageEntity, bookingEntity, branchReleaseEntity, dgDeclarationEntity] as unknown as ReadonlyArray<
  EntityDescription<never, string>
>;

type TextTree = { [key: string]: string | TextTree };
type LanguageTexts = { 'zh-CN': TextTree; 'en-US': TextTree };

const DOMAIN_TEXTS: readonly LanguageTexts[] = [entityTexts, vesselTexts, bookingTexts, wentaiTexts, declTexts];

function merge(into: TextTree, from: TextTree): TextTree {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    into[key] = typeof value === 'string' || typeof here !== 'object' ? value : merge({ ...here }, value);
  }
  return into;
}

/** The domains' texts per language (zh-CN and en-US complete; other languages fall back to zh-CN). */
export const domainTexts: Readonly<Record<'zh-CN' | 'en-US', TextTree>> = {
  'zh-CN': DOMAIN_TEXTS.reduce<TextTree>((all, t) => merge(all, t['zh-CN']), {}),
  'en-US': DOMAIN_TEXTS.reduce<TextTree>((all, t) => merge(all, t['en-US']), {}),
};

/** A text of the domains by dotted key, or undefined. */
export function domainText(language: 'zh-CN' | 'en-US', key: string): string | undefined {
  let node: string | TextTree | undefined = domainTexts[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
