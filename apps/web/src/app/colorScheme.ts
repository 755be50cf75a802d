import {
  COLOR_SCHEME_COOKIE,
  COLOR_SCHEME_COOKIE_MAX_AGE_S,
  colorSchemeFromCookie,
  STORAGE_KEYS,
} from '@dishcraft/contract';
import { localStorageColorSchemeManager, type MantineColorSchemeManager } from '@mantine/core';

function writeCookie(scheme: string | null) {
  document.cookie =
    scheme === 'light' || scheme === 'dark'
      ? `${COLOR_SCHEME_COOKIE}=${scheme}; Path=/; Max-Age=${COLOR_SCHEME_COOKIE_MAX_AGE_S}; SameSite=Lax`
      : `${COLOR_SCHEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * Mantine's localStorage manager (the choice under `theme`, followed across tabs) that also keeps the choice in a
 * cookie, which the server reads to send the page in that scheme (contract color-scheme.ts). A choice stored before the
 * cookie existed is copied into it as it is read, so the next page comes right from the server too.
 */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  const local = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });
  return {
    ...local,
    get: (defaultValue) => {
      const scheme = local.get(defaultValue);
      if (typeof document !== 'undefined' && colorSchemeFromCookie(document.cookie) !== scheme) writeCookie(scheme);
      return scheme;
    },
    set: (value) => {
      local.set(value);
      writeCookie(value);
    },
    clear: () => {
      local.clear();
      writeCookie(null);
    },
  };
}
