import {
  createI18n,
  directionOf,
  heldResources,
  type Language,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
} from '@dishcraft/contract';
import { DirectionProvider, useDirection } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { loadCatalogue } from './catalogues';
import { activeLocale, type LocaleSettings, setActiveLocale } from './locale';

interface LanguageContextValue {
  language: Language;
  /** Switches every text, number and the layout's direction at once, and remembers the choice (cookie). */
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * The page's language and the way to change it. A component rendered on its own (a unit test) has no
 * LanguageProvider: it reads and switches react-i18next's instance instead.
 */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  const { i18n } = useTranslation();
  return (
    value ?? {
      language: i18n.language === 'ar' ? 'ar' : 'en',
      setLanguage: (next: Language) => void i18n.changeLanguage(next),
    }
  );
}

function writeCookie(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function Switcher({
  i18n,
  settings,
  children,
}: {
  i18n: ReturnType<typeof createI18n>;
  settings: LocaleSettings;
  children: ReactNode;
}) {
  const [language, setState] = useState<Language>(settings.language);
  const { setDirection } = useDirection();
  const setLanguage = useCallback(
    async (next: Language) => {
      // Arabic's texts are fetched on the first switch to it (lib/catalogues.ts); the page changes once they are here.
      await loadCatalogue(next);
      const catalogue = heldResources()[next]?.translation;
      if (catalogue && !i18n.hasResourceBundle(next, 'translation'))
        i18n.addResourceBundle(next, 'translation', catalogue);
      // Formatting reads the module-wide settings, so they change before anything renders in the new language.
      setActiveLocale({ ...activeLocale(), language: next });
      writeCookie(next);
      const root = document.documentElement;
      root.lang = next;
      root.dir = directionOf(next);
      setDirection(directionOf(next));
      void i18n.changeLanguage(next);
      setState(next);
    },
    [i18n, setDirection],
  );
  const value = useMemo(
    () => ({ language, setLanguage: (next: Language) => void setLanguage(next) }),
    [language, setLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/**
 * Texts (react-i18next), direction (Mantine) and formatting in the page's language. The page arrives with its
 * language already on <html lang dir> (the server chose it: cookie, else Accept-Language), so the first render matches
 * the server's and nothing flips after hydration.
 */
export function LanguageProvider({ settings, children }: { settings: LocaleSettings; children: ReactNode }) {
  const [i18n] = useState(() => createI18n(settings.language));
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(settings.language)} detectDirection={false}>
        <Switcher i18n={i18n} settings={settings}>
          {children}
        </Switcher>
      </DirectionProvider>
    </I18nextProvider>
  );
}
