import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES, HTTP_MESSAGES } from './messages.js';

/**
 * Rules the web's forms check before sending, beside the server's own checks of the same limits (issue #19: a
 * non-image upload showed a broken preview, and password rules surfaced one failure at a time).
 */

/** The picture types the server stores (API.md §1.9), as a browser's file picker names them. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/**
 * What is wrong with a chosen file before its content is read: too large, or not of a picture type. The server
 * reads the bytes as well; a browser decoding the picture catches a file whose name lies.
 */
export function imageUploadProblem(file: { type: string; size: number }): string | null {
  if (file.size > LIMITS.upload.maxBytes) return HTTP_MESSAGES.imageTooLarge;
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return DEFAULT_MESSAGES.image;
  return null;
}

/** The password rules of customer spec §5, one by one, so a form can show every unmet one at once. */
export const PASSWORD_RULES = [
  { label: `At least ${LIMITS.password.min} characters`, test: (v: string) => v.length >= LIMITS.password.min },
  { label: 'At least one number', test: (v: string) => /\d/.test(v) },
  { label: 'At least one uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
] as const;
