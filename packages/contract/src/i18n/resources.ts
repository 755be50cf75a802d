import { ar } from './ar/index.js';
import { en } from './en/index.js';
import type { Language } from './language.js';

/** Both catalogues as i18next resources: one namespace (`translation`) whose first level is the feature. */
export const RESOURCES = { en: { translation: en }, ar: { translation: ar } } satisfies Record<
  Language,
  { translation: object }
>;

export type EnglishCatalogue = typeof en;
