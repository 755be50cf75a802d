import { z } from 'zod';
import { optionalText, text } from './fields.js';
import { arabicTwinField } from './i18n/content.js';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES as D } from './messages.js';

const L = LIMITS.category;

/** Every message of the category endpoints (API.md §3.5; owner/admin spec §5, §8). */
export const CATEGORY_MESSAGES = {
  nameRequired: 'Category name is required',
  nameTaken: 'A category with this name already exists.',
  createForbidden: 'Only restaurant owners and admins can create categories.',
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
