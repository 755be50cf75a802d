import { addEveryCatalogue, heldResources, I18N_OPTIONS } from '@dishcraft/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Mantine reads matchMedia, which the DOM emulator lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Components rendered without the app's LanguageProvider read react-i18next's global instance: in English, as the
// app renders for a visitor who never chose a language.
// Tests render in Arabic too, so every catalogue is held.
addEveryCatalogue();
void i18next.use(initReactI18next).init({ ...I18N_OPTIONS, resources: heldResources(), lng: 'en' });
