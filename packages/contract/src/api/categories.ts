import { z } from 'zod';
import { arabicTwinOut } from '../arabic-twins.js';
import { answerShapes, idOut, pageQuery } from './common.js';

/** CategoryOut (API.md §2.6). */
export const categoryOutSchema = z
  .object({
    id: idOut,
    name: z.string(),
    description: z.string(),
    name_ar: arabicTwinOut,
    description_ar: arabicTwinOut,
  })
  .register(answerShapes, { id: 'CategoryOut' });

export const categoryListQuery = z.object(pageQuery);

export type CategoryOut = z.output<typeof categoryOutSchema>;
