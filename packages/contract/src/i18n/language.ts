/**
 * The languages Dishcraft speaks (issue #20, ADR 023). English is the default: it is the language of the API's
 * messages when a request names none, so the reference client reads exactly the texts it always did.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The visitor's choice travels in a cookie so the server renders the page in it (as the colour scheme does). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** The name of each language in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The locale Intl formats with. Arabic keeps Latin digits (ADR 023): prices, order numbers, phone and card numbers are
 * typed and printed in them across Egyptian apps, and one script of digits reads the same in a text and in an input.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-EG-u-nu-latn' };

/** The language a Cookie header chose, or null when it chose none. */
export function languageFromCookie(header: string | undefined): Language | null {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(value) ? value : null;
}

/**
 * The language an Accept-Language header asks for: Arabic when its most preferred language with a q above 0 is
 * Arabic (`ar`, `ar-EG` …), English otherwise, and for no header at all.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!tag || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag: tag.toLowerCase(), q };
  }
  return best && (best.tag === 'ar' || best.tag.startsWith('ar-')) ? 'ar' : DEFAULT_LANGUAGE;
}

/** A page's language: the visitor's choice, else what their browser asks for. */
export const requestLanguage = (cookie: string | undefined, acceptLanguage: string | undefined): Language =>
  languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage);
