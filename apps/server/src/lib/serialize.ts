import { formatCents } from '@dishcraft/contract';

export const iso = (date: Date | string | null | undefined): string | null =>
  date == null ? null : new Date(date).toISOString();

export const money = (cents: number): string => formatCents(cents);

/** Ratings: mean rounded to 2 decimals, or null without reviews (API.md §4.10). */
export const rating = (avg: number | string | null | undefined): number | null =>
  avg == null ? null : Math.round(Number(avg) * 100) / 100;

/** Quantities as JSON numbers with at most 3 decimals. */
export const quantity = (value: number | string): number => Math.round(Number(value) * 1000) / 1000;

/** `HH:MM:SS` from a PostgreSQL time value. */
export const timeOfDay = (value: string): string => (value.length === 5 ? `${value}:00` : value.slice(0, 8));
