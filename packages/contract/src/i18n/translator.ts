import { createInstance, type i18n, type InitOptions, type TFunction } from 'i18next';
import { en } from './en/index.js';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './language.js';

/**
 * The catalogues this process holds. English, the source and the fallback, always; another language once it is added:
 * the server adds every one at start (addEveryCatalogue), the browser only its page's, fetched on demand, so an
 * English page never downloads the Arabic texts (issue #20: the first page's script budget).
 */
const catalogues = new Map<Language, object>([['en', en]]);

/**
 * The options every i18next instance of Dishcraft starts from, on the server and in the browser: English as the
 * fallback for a key another language lacks, no HTML escaping (React and the mailer escape).
 */
export const I18N_OPTIONS = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} satisfies InitOptions;

const fixed = new Map<Language, TFunction>();

export function addCatalogue(language: Language, catalogue: object): void {
  catalogues.set(language, catalogue);
  fixed.delete(language);
}

export const hasCatalogue = (language: Language): boolean => catalogues.has(language);

/** The catalogues held, as i18next resources: one namespace (`translation`) whose first level is the feature. */
export const heldResources = () =>
  Object.fromEntries([...catalogues].map(([language, catalogue]) => [language, { translation: catalogue }]));

/** A ready i18next instance in `language` (initialised synchronously: the resources are in memory). */
export function createI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.init({ ...I18N_OPTIONS, resources: heldResources(), lng: language });
  return instance;
}

/** The translate function of one language, for code outside React (the server's messages, e-mails, notifications). */
export function translator(language: Language): TFunction {
  let t = fixed.get(language);
  if (!t) fixed.set(language, (t = createI18n(language).t));
  return t;
}
