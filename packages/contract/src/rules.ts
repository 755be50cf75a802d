import { PASSWORD_RULES } from './form-rules.js';

/** Egyptian mobile number: optional +20, 0020 or 0, then 1, one of 0/1/2/5, then 8 digits. */
export const EGYPT_PHONE = /^(\+20|0020|0)?1[0125][0-9]{8}$/;
export const USERNAME_CHARS = /^[A-Za-z0-9@.+\-_]+$/;
/** Address-like: something@something.tld, no spaces or control characters (PostgreSQL refuses NUL in text). */
export const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
export const RESTAURANT_PHONE = /^[0-9 +\-()]{7,20}$/;

export function isStrongPassword(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}
