import { STORAGE_KEYS } from '@dishcraft/contract';

export const tokenStore = {
  // Rendered on the server (entry-server.tsx) there is no storage: the page is the anonymous visitor's.
  get: (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token)),
  set: (token: string) => localStorage.setItem(STORAGE_KEYS.token, token),
  clear: () => localStorage.removeItem(STORAGE_KEYS.token),
};
