import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dishcraft/contract';
import { useTranslation } from 'react-i18next';

/**
 * The page's language as react-i18next has it, for shared pieces: it renders them again when the language changes,
 * and unlike useLanguage it also answers outside the app's LanguageProvider (a component rendered alone in a test).
 */
export function useTextLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}
