import { ApiError } from '../lib/api';

/** A message a person can read for any failure, with the spec's fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
