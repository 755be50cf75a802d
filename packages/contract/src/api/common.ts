import { z } from 'zod';
import type { FieldErrors } from '../errors.js';
import { LIMITS } from '../limits.js';

/*
 * The scalars of API.md §1.4 as answers carry them, and the route-level pieces every feature shares: path ids,
 * paging, lists and the error bodies of §1.6. Request bodies are the feature files' own schemas.
 */

/** The answer shapes of API.md §2 by name: the OpenAPI document lists them as components and refers to them. */
export const answerShapes = z.registry<{ id: string }>();

export const idOut = z.int().positive();
export const moneyOut = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('money: decimal text with 2 places, "12.50"');
export const quantityOut = z.number().describe('quantity: at most 3 decimals');
export const datetimeOut = z.iso.datetime().describe('ISO 8601 UTC with milliseconds');
export const timeOut = z
  .string()
  .regex(/^\d{2}:\d{2}:\d{2}$/)
  .describe('HH:MM:SS');
export const dateOut = z.iso.date();
export const imageOut = z.url().nullable().describe('absolute URL of the stored image, or null');
export const ratingOut = z.number().nullable().describe('average to 2 decimals; null without reviews');

/** Page (API.md §2.20). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.int().nonnegative(),
    next: z.url().nullable(),
    previous: z.url().nullable(),
    results: z.array(item),
  });

/** A list answers a bare array, or a Page with `?page=` (API.md §1.5). */
export const listOf = <T extends z.ZodType>(item: T) => z.union([z.array(item), pageOf(item)]);

/** `{id}` path segments (API.md §1.1): anything but a positive integer is a 404, never a 400. */
export const idParams = z.object({ id: z.string().regex(/^[1-9][0-9]*$/) });

const PAGE_SIZE = LIMITS.pageSize;

/** `?page=` and `?page_size=` of every paginable list (API.md §1.5). */
export const pageQuery = {
  page: z.string().optional().describe('N ≥ 1: answer a Page instead of the bare list'),
  page_size: z.string().optional().describe(`default ${PAGE_SIZE.default}, at most ${PAGE_SIZE.max}`),
};

/** A boolean filter as the query string carries it. */
export const boolQuery = z.enum(['true', 'false', '1', '0']).optional();
/** An id filter. */
export const idQuery = z.string().regex(/^\d+$/).optional();
/** One value or comma-separated values of an enum. */
export const choicesQuery = (options: readonly string[]) =>
  z
    .string()
    .optional()
    .describe(`one or more, comma-separated, of: ${options.join(', ')}`);
export const searchQuery = z.string().optional().describe('every whitespace-separated word must match');
export const orderingQuery = (names: readonly string[]) =>
  z
    .string()
    .optional()
    .describe(`comma-separated, "-" for descending, of: ${names.join(', ')}`);

/** `{"detail": …}`, with a `code` and structured data on 402/409 and a `request_id` on 500 (API.md §1.6). */
export const detailOut = z
  .looseObject({ detail: z.string(), code: z.string().optional() })
  .register(answerShapes, { id: 'DetailError' });

/** DRF-shaped field errors, nested per list element (API.md §1.6). */
export const fieldErrorsOut: z.ZodType<FieldErrors> = z
  .lazy(() => z.record(z.string(), z.union([z.array(z.string()), fieldErrorsOut, z.array(fieldErrorsOut)])))
  .register(answerShapes, { id: 'FieldErrors' });

/** A 400: field errors, the password-reset flows' `{"error"}`, or a request-wide `{"detail"}` (bad JSON, multipart). */
export const badRequestOut = z.union([fieldErrorsOut, z.object({ error: z.string() }), detailOut]);

/** A 204's empty body. */
export const noContent = z.undefined().describe('No content');

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

/** An image field of a multipart body (API.md §1.9); `null` (JSON) or an empty part removes the image. */
export const imageUpload = z
  .union([z.file(), z.literal(''), z.null()])
  .optional()
  .describe('a multipart file part: JPEG, PNG, WebP, GIF or AVIF, at most 5 MB; null or "" removes the image');

/** Bodies that may carry a file are documented as JSON and as multipart/form-data (API.md §1.3). */
export const JSON_OR_MULTIPART = ['application/json', 'multipart/form-data'];
