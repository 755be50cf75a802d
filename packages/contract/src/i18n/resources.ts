import { ar } from './ar/index.js';
import { en } from './en/index.js';
import type { Language } from './language.js';
import { addCatalogue } from './translator.js';

/** Both catalogues as i18next resources: one namespace (`translation`) whose first level is the feature. */
export const RESOURCES = { en: { translation: en }, ar: { translation: ar } } satisfies Record<
  Language,
  { translation: object }
>;

/** Holds every language's catalogue: the server speaks to each recipient in theirs. */
export function addEveryCatalogue(): void {
  for (const [language, { translation }] of Object.entries(RESOURCES)) addCatalogue(language as Language, translation);
}

export type EnglishCatalogue = typeof en;
