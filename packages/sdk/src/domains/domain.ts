/** What a business domain's SDK folder hands the registry (./index.ts): its entity descriptions and its texts. */
import type { EntityDescription } from '../domain/describe';

export type TextTree = { [key: string]: string | TextTree };
/** A domain's texts: zh-CN the source, en-US complete; zh-TW and pt-BR as they are written. */
export type LanguageTexts = { 'zh-CN': TextTree; 'en-US': TextTree; 'zh-TW'?: TextTree; 'pt-BR'?: TextTree };

export interface SdkDomain {
  name: string;
  // Descriptions are generic in their row and state types; the registry only walks them.
  entities: ReadonlyArray<EntityDescription<never, string>>;
  texts?: LanguageTexts;
}

export const defineSdkDomain = (d: { name: string; entities: readonly unknown[]; texts?: LanguageTexts }): SdkDomain => d as SdkDomain;
