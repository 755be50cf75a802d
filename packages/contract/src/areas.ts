import { z } from 'zod';
import { arabicTwinField } from './arabic-twins.js';
import { boolish, text } from './fields.js';
import { translator } from './i18n/translator.js';
import { DEFAULT_MESSAGES as D } from './messages.js';

const en = translator('en');

/** The columns' lengths (migration 0010). */
export const AREA_LIMITS = { name: 100, city: 60 } as const;
const L = AREA_LIMITS;

/** Every message of the area endpoints and of the forms that pick an area (API.md §3.x, ADR 026). */
export const AREA_MESSAGES = {
  nameTaken: en('errors.area.nameTaken'),
  /** An address (or order) naming an area that is retired: it keeps its old rows, it takes no new ones. */
  retired: en('errors.area.retired'),
} as const;

export const areaFields = {
  name: text({ max: [L.name, D.maxChars(L.name)] }),
  name_ar: arabicTwinField(L.name),
  city: text({ max: [L.city, D.maxChars(L.city)] }),
  city_ar: arabicTwinField(L.city),
};

/** `POST /api/areas/` (admins). */
export const areaCreateSchema = z.object(areaFields);

/** `PATCH /api/areas/{id}/` (admins): rename, or retire and restore; areas are never deleted. */
export const areaUpdateSchema = z.object({ ...areaFields, is_retired: boolish }).partial();

export type AreaCreate = z.output<typeof areaCreateSchema>;
export type AreaUpdate = z.output<typeof areaUpdateSchema>;
