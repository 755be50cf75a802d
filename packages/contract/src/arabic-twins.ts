import { z } from 'zod';
import { text } from './fields.js';
import { DEFAULT_MESSAGES } from './messages.js';

// Apart from i18n/content.ts (localized), which every screen imports: these build zod schemas when loaded, so a
// bundle that only shows content would carry zod for them (issue #20: 60 KB on the first page).

/**
 * An Arabic twin as a body sends it: text up to the main field's length, blank allowed. Blank and null are stored as
 * null, so "no Arabic text" has one form; missing on a create is null too.
 */
export const arabicTwinField = (max: number) =>
  text({ allowBlank: true, max: [max, DEFAULT_MESSAGES.maxChars(max)] })
    .nullish()
    .transform((value) => (value ? value : null));

/** An Arabic twin in an answer. */
export const arabicTwinOut = z.string().nullable().describe('Arabic twin of the field before it (issue #20), or null');
