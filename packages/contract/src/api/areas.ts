import { z } from 'zod';
import { answerShapes, boolQuery, idOut, pageQuery } from './common.js';

/** AreaOut (API.md §2.x): a delivery area; retired ones are still read by the addresses and orders that use them. */
export const areaOutSchema = z
  .object({
    id: idOut,
    name: z.string(),
    name_ar: z.string().nullable(),
    city: z.string(),
    city_ar: z.string().nullable(),
    is_retired: z.boolean(),
  })
  .register(answerShapes, { id: 'AreaOut' });

export const areaListQuery = z.object({
  ...pageQuery,
  include_retired: boolQuery.describe('admins only: retired areas too'),
});

export type AreaOut = z.output<typeof areaOutSchema>;
