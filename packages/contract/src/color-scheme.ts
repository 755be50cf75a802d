/**
 * The visitor's light/dark choice travels in a cookie as well as in localStorage (STORAGE_KEYS.theme), so the server
 * can write it on <html> in the page it sends and the first paint is already in the chosen scheme (issue #19: a
 * dark choice came back light after a reload). The web app writes it; the server only reads it.
 */
export const COLOR_SCHEME_COOKIE = 'theme';

/** A year: the choice lasts as long as the localStorage copy would, short of the visitor clearing it. */
export const COLOR_SCHEME_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type ChosenColorScheme = 'light' | 'dark';

/** The scheme a request's Cookie header carries, or null when the visitor never chose (or sent something else). */
export function colorSchemeFromCookie(header: string | undefined): ChosenColorScheme | null {
  const value = header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COLOR_SCHEME_COOKIE)?.[1];
  return value === 'light' || value === 'dark' ? value : null;
}
