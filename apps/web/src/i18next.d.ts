import 'i18next';
import type { EnglishCatalogue } from '@dishcraft/contract';

// Keys and their interpolation values are checked against the English catalogue at compile time (ADR 023).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EnglishCatalogue };
  }
}
