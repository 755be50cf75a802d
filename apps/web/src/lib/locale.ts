import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@dishcraft/contract';

/** What every number, amount and date on a screen is formatted for: the page's language and the shop's currency. */
export interface LocaleSettings {
  language: Language;
  currency: string;
}

/** The currency when the page does not name one (the server writes CURRENCY on <html data-currency>). */
const DEFAULT_CURRENCY = 'EGP';

let current: LocaleSettings = { language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY };
let source: () => LocaleSettings = () => current;

/**
 * The settings formatting uses now. In the browser there is one page, so one module-wide value (LanguageProvider sets
 * it before rendering in a new language); the server renders pages in several languages at once and reads each
 * render's own settings instead (setLocaleSource, entry-server.tsx).
 */
export const activeLocale = (): LocaleSettings => source();
export const intlLocale = (): string => INTL_LOCALES[activeLocale().language];

export function setActiveLocale(settings: LocaleSettings) {
  current = settings;
}

export function setLocaleSource(read: () => LocaleSettings) {
  source = read;
}

/** The settings the server wrote on this page's <html> (lang, data-currency). */
export function pageLocale(root: HTMLElement): LocaleSettings {
  return {
    language: root.lang === 'ar' ? 'ar' : DEFAULT_LANGUAGE,
    currency: root.dataset.currency || DEFAULT_CURRENCY,
  };
}
