import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from '@dishcraft/contract';

/**
 * What every number, amount and date on a screen is formatted for: the page's language, the shop's currency, and the
 * shop's time zone. Hours, schedules and times are the restaurants' wall clock (the server's TZ), whatever zone the
 * visitor's device is set to.
 */
export interface LocaleSettings {
  language: Language;
  currency: string;
  timeZone: string;
}

/** The currency when the page does not name one (the server writes CURRENCY on <html data-currency>). */
const DEFAULT_CURRENCY = 'EGP';

/** The device's zone, for a page whose server did not name one (an older server). */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

let current: LocaleSettings = { language: DEFAULT_LANGUAGE, currency: DEFAULT_CURRENCY, timeZone: deviceZone() };
let source: () => LocaleSettings = () => current;

/**
 * The settings formatting uses now. In the browser there is one page, so one module-wide value (LanguageProvider sets
 * it before rendering in a new language); the server renders pages in several languages at once and reads each
 * render's own settings instead (setLocaleSource, entry-server.tsx).
 */
export const activeLocale = (): LocaleSettings => source();
export const intlLocale = (): string => INTL_LOCALES[activeLocale().language];
export const shopZone = (): string => activeLocale().timeZone;

/** Sets what formatting uses; a zone not given stays as it was (the page's, else the device's). */
export function setActiveLocale(settings: Omit<LocaleSettings, 'timeZone'> & Partial<LocaleSettings>) {
  current = { ...current, ...settings };
}

export function setLocaleSource(read: () => LocaleSettings) {
  source = read;
}

/** The settings the server wrote on this page's <html> (lang, data-currency, data-time-zone). */
export function pageLocale(root: HTMLElement): LocaleSettings {
  return {
    language: root.lang === 'ar' ? 'ar' : DEFAULT_LANGUAGE,
    currency: root.dataset.currency || DEFAULT_CURRENCY,
    timeZone: root.dataset.timeZone || deviceZone(),
  };
}
