import { STORAGE_KEYS } from '@dishcraft/contract';

export const tokenStore = {
  // Rendered on the server (entry-server.tsx) there is no storage: the page is the anonymous visitor's.
  get: (): string | null => (typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.token)),
  set: (token: string) => localStorage.setItem(STORAGE_KEYS.token, token),
  clear: () => localStorage.removeItem(STORAGE_KEYS.token),
};

/** A form's unsent draft, kept as JSON until it is submitted; `null` when there is none or it cannot be read. */
export const draftStore = {
  get: <T>(key: string): Partial<T> | null => {
    if (typeof localStorage === 'undefined') return null;
    try {
      const value: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
      return value && typeof value === 'object' ? (value as Partial<T>) : null;
    } catch {
      return null;
    }
  },
  set: (key: string, value: object) => localStorage.setItem(key, JSON.stringify(value)),
  clear: (key: string) => localStorage.removeItem(key),
};
