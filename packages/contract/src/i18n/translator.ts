import { createInstance, type i18n, type InitOptions, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from './language.js';
import { RESOURCES } from './resources.js';

/**
 * The options every i18next instance of Dishcraft starts from, on the server and in the browser: both catalogues,
 * English as the fallback for a key another language lacks, no HTML escaping (React and the mailer escape).
 */
export const I18N_OPTIONS = {
  resources: RESOURCES,
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} satisfies InitOptions;

/** A ready i18next instance in `language` (initialised synchronously: the resources are in memory). */
export function createI18n(language: Language): i18n {
  const instance = createInstance();
  void instance.init({ ...I18N_OPTIONS, lng: language });
  return instance;
}

const fixed = new Map<Language, TFunction>();

/** The translate function of one language, for code outside React (the server's messages, e-mails, notifications). */
export function translator(language: Language): TFunction {
  let t = fixed.get(language);
  if (!t) fixed.set(language, (t = createI18n(language).t));
  return t;
}
