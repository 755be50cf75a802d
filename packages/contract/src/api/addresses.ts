import { z } from 'zod';
import { answerShapes, datetimeOut, idOut, pageQuery } from './common.js';
import { areaOutSchema } from './areas.js';

/** AddressOut (API.md §2.x): one of the caller's saved delivery addresses. */
export const addressOutSchema = z
  .object({
    id: idOut,
    label: z.string(),
    area: idOut,
    area_details: areaOutSchema,
    street: z.string(),
    building: z.string(),
    floor: z.string(),
    apartment: z.string(),
    landmark: z.string(),
    phone: z.string(),
    is_default: z.boolean(),
    created_at: datetimeOut,
  })
  .register(answerShapes, { id: 'AddressOut' });

export const addressListQuery = z.object(pageQuery);

export type AddressOut = z.output<typeof addressOutSchema>;
