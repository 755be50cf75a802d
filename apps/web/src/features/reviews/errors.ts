import { REVIEW_MESSAGES } from '@dishcraft/contract';
import { ApiError } from '../../lib/api';

const UNIQUE = /unique/i;

const text = (value: unknown): string =>
  Array.isArray(value) ? value.map(text).filter(Boolean).join(', ') : typeof value === 'string' ? value : '';

/**
 * What the review form says when saving fails (customer spec §8): a duplicate gets the spec's
 * sentence; field errors read 'field: message', joined; else detail, then message, then the fallback.
 */
export function reviewErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return REVIEW_MESSAGES.submitFailed;
  const body = error.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return REVIEW_MESSAGES.submitFailed;
  const data = body as Record<string, unknown>;
  const all = Object.values(data).map(text).join(' ');
  if (error.status === 400 && UNIQUE.test(all)) return REVIEW_MESSAGES.alreadyReviewed;
  const fields = Object.entries(data)
    .filter(([key]) => key !== 'detail' && key !== 'message' && key !== 'code')
    .map(([key, value]) => {
      const message = text(value);
      if (!message) return '';
      return key === 'non_field_errors' ? message : `${key}: ${message}`;
    })
    .filter(Boolean);
  if (fields.length) return fields.join('; ');
  if (typeof data.detail === 'string' && data.detail) return data.detail;
  if (typeof data.message === 'string' && data.message) return data.message;
  return REVIEW_MESSAGES.submitFailed;
}
