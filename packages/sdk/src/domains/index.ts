/**
 * The registry of business domains described with the entity mechanism: each domain's folder exports one
 * `domain` (its entity descriptions and its texts); the server builds its handlers from the descriptions, the
 * agreement test checks them against openapi/, and the texts are merged per language into one tree the apps
 * add to their i18n resources and the server's clientText reads. A new domain adds one line to DOMAINS.
 */
import type { EntityDescription } from '../domain/describe';
import { entityTexts } from '../domain/texts';
import type { LanguageTexts, SdkDomain, TextTree } from './domain';
import { domain as admin } from './admin';
import { domain as booking } from './booking';
import { domain as trucking } from './trucking';
import { domain as fleet } from './fleet';
import { domain as vessel } from './vessel';
import { domain as wentai } from './wentai';
import { domain as decl } from './decl';
import { domain as bl } from './bl';
import { domain as open } from './open';
import { domain as ledger } from './ledger';
import { domain as barge } from './barge';
import { domain as pickup } from './pickup';
import { domain as edi } from './edi';
import { domain as shipchange } from './shipchange';
import { domain as arrival } from './arrival';
import { domain as notice } from './notice';
import { domain as packing } from './packing';
import { domain as chat } from './chat';
import { domain as permits } from './permits';
import { domain as wmm } from './wmm';
import { domain as yardfee } from './yardfee';
import { domain as tyre } from './tyre';
import { domain as shipment } from './shipment';
import { domain as sign } from './sign';
import { domain as yardbk } from './yardbk';
import { domain as barcode } from './barcode';
import { domain as weigh } from './weigh';
import { domain as accounts } from './accounts';
import { domain as screen } from './screen';
import { domain as documents } from './documents';
import { domain as address } from './address';
import { domain as pap } from './pap';
import { domain as dict } from './dict';

export type { LanguageTexts, SdkDomain, TextTree } from './domain';
export { defineSdkDomain } from './domain';





export const DOMAINS: readonly SdkDomain[] = [
  trucking,
  fleet,
  vessel,
  booking,
  wentai,
  bl,
  admin,
  open,
  ledger,
  barge,
  pickup,
  decl,
  edi,
  shipchange,
  arrival,
  notice,
  packing,
  chat,
  permits,
  yardfee,
  tyre,
  shipment,
  sign,
  yardbk,
  barcode,
  weigh,
  wmm,
  accounts,
  screen,
  documents,
  address,
  pap,
  dict,
];

/** Every entity description, for the agreement test and the registries that need all of them. */
export const ENTITY_DESCRIPTIONS = DOMAINS.flatMap((d) => d.entities) as unknown as ReadonlyArray<EntityDescription<never, string>>;

const DOMAIN_TEXTS: readonly LanguageTexts[] = [entityTexts, ...DOMAINS.flatMap((d) => (d.texts ? [d.texts] : []))];

export const LANGUAGES = ['zh-CN', 'en-US', 'zh-TW', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

function merge(into: TextTree, from: TextTree): TextTree {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    into[key] = typeof value === 'string' || typeof here !== 'object' ? value : merge({ ...here }, value);
  }
  return into;
}

/** The domains' texts per language (a language a domain has not written yet falls back to zh-CN in the apps). */
export const domainTexts: Readonly<Record<Language, TextTree>> = Object.fromEntries(
  LANGUAGES.map((language) => [language, DOMAIN_TEXTS.reduce<TextTree>((all, t) => merge(all, t[language] ?? {}), {})]),
) as Record<Language, TextTree>;

/** A text of the domains by dotted key, or undefined. */
export function domainText(language: Language, key: string): string | undefined {
  let node: string | TextTree | undefined = domainTexts[language];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
