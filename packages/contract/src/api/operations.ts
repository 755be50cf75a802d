import { z } from 'zod';

/** `GET /api/health/` and `GET /api/ready/` (API.md §3.14). */
export const healthOutSchema = z.object({ status: z.literal('ok') });
export const readyOutSchema = z.object({ status: z.literal('ready') });
export const notReadyOutSchema = z.object({ status: z.literal('unavailable'), detail: z.string() });
