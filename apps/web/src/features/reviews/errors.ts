import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api';

const UNIQUE = /unique/i;

const text = (value: unknown): string =>
  Array.isArray(value) ? value.map(text).filter(Boolean).join(', ') : typeof value === 'string' ? value : '';

/**
 * What the review form says when saving fails (customer spec §8): a duplicate gets the spec's
 * sentence; field errors read 'field: message', joined; else detail, then message, then the fallback.
 */
export function reviewErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('reviews.submitFailed');
  const body = error.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return t('reviews.submitFailed');
  const data = body as Record<string, unknown>;
  const all = Object.values(data).map(text).join(' ');
  if (error.status === 400 && UNIQUE.test(all)) return t('reviews.alreadyReviewed');
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
  return t('reviews.submitFailed');
}
