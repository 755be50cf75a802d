import { type FieldErrors, HTTP_MESSAGES, toFieldErrors } from '@dishcraft/contract';
import type { z } from 'zod';

/**
 * Every expected failure is an ApiError: the error handler sends `status` and `body` as they are.
 * Bodies follow the DRF shapes of API.md §1.6.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

export const badRequest = (errors: FieldErrors | Record<string, unknown>) => new ApiError(400, errors);
export const fieldError = (field: string, message: string) => new ApiError(400, { [field]: [message] });
export const nonFieldError = (message: string) => new ApiError(400, { non_field_errors: [message] });
export const validationFailed = (error: z.ZodError) => new ApiError(400, toFieldErrors(error));

export const unauthorized = (detail: string = HTTP_MESSAGES.noCredentials) =>
  new ApiError(401, { detail }, { 'WWW-Authenticate': 'Token' });
export const forbidden = (detail: string = HTTP_MESSAGES.forbidden) => new ApiError(403, { detail });
export const notFound = (detail: string = HTTP_MESSAGES.notFound) => new ApiError(404, { detail });
export const conflict = (detail: string, code: string, extra: Record<string, unknown> = {}) =>
  new ApiError(409, { detail, code, ...extra });
export const paymentRequired = (detail: string, code: string, extra: Record<string, unknown> = {}) =>
  new ApiError(402, { detail, code, ...extra });
export const tooLarge = (detail: string = HTTP_MESSAGES.tooLarge) => new ApiError(413, { detail });
export const throttled = (seconds: number) =>
  new ApiError(429, { detail: HTTP_MESSAGES.throttled(seconds) }, { 'Retry-After': String(seconds) });
