import { STORAGE_KEYS } from '@dishcraft/contract';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(STORAGE_KEYS.token),
  set: (token: string) => localStorage.setItem(STORAGE_KEYS.token, token),
  clear: () => localStorage.removeItem(STORAGE_KEYS.token),
};
