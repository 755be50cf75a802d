import { areaCreateSchema } from '@dishcraft/contract';
import type { z } from 'zod';

/**
 * The admin's area form: the contract's rules for `POST /api/areas/`, which the server checks too. It lives with the
 * admin's screens, not in the areas feature the header imports, so the first page does not load zod for it.
 */
export const areaFormSchema = areaCreateSchema;

export type AreaFormValues = z.input<typeof areaFormSchema>;
export const AREA_FIELDS = ['name', 'name_ar', 'city', 'city_ar'] as const;
