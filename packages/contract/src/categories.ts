import { z } from 'zod';
import { translator } from './i18n/translator.js';
import { optionalText, text } from './fields.js';
import { arabicTwinField } from './arabic-twins.js';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES as D } from './messages.js';

const en = translator('en');

const L = LIMITS.category;

/** Every message of the category endpoints (API.md §3.5; owner/admin spec §5, §8). */
export const CATEGORY_MESSAGES = {
  nameRequired: en('errors.category.nameRequired'),
  nameTaken: en('errors.category.nameTaken'),
  createForbidden: en('errors.category.createForbidden'),
  // web-side
  loadFailed: 'Failed to load meal categories. Please try again.',
  createFailed: 'Failed to create category. Please try again.',
} as const;

export const categoryFields = {
  name: text({ required: CATEGORY_MESSAGES.nameRequired, max: [L.name, D.maxChars(L.name)] }),
  description: optionalText(L.description),
  name_ar: arabicTwinField(L.name),
  description_ar: arabicTwinField(L.description),
};

export const categoryCreateSchema = z.object(categoryFields);
/** PUT and PATCH are both partial (API.md §1.3). */
export const categoryUpdateSchema = categoryCreateSchema.partial();
