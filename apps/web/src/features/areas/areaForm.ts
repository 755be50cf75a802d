import { arabicTwinField, DEFAULT_MESSAGES, text } from '@dishcraft/contract';
import { z } from 'zod';

// The columns' lengths (migration 0010): an area's name 100, a city 60.
const NAME_MAX = 100;
const CITY_MAX = 60;

/**
 * The admin's area form. TODO(contract): use the contract's area create schema once the areas module exports it;
 * these are the same rules built from the same pieces (required text, Arabic twins, the columns' lengths).
 */
export const areaFormSchema = z.object({
  name: text({ max: [NAME_MAX, DEFAULT_MESSAGES.maxChars(NAME_MAX)] }),
  name_ar: arabicTwinField(NAME_MAX),
  city: text({ max: [CITY_MAX, DEFAULT_MESSAGES.maxChars(CITY_MAX)] }),
  city_ar: arabicTwinField(CITY_MAX),
});

export type AreaFormValues = z.input<typeof areaFormSchema>;
export const AREA_FIELDS = ['name', 'name_ar', 'city', 'city_ar'] as const;
