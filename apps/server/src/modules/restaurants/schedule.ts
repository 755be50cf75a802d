import { everyDay, isOpenAt as openAt, type Schedule } from '@dishcraft/contract';
import { restaurants } from '../../db/schema.js';

/** The restaurant columns that decide whether it takes orders (ADR 026): select them with the row, no extra query. */
export const scheduleColumns = {
  isActive: restaurants.isActive,
  openingHours: restaurants.openingHours,
  closures: restaurants.closures,
  pausedUntil: restaurants.pausedUntil,
  openingTime: restaurants.openingTime,
  closingTime: restaurants.closingTime,
};

/** A restaurant row carrying its schedule. */
export type ScheduleRow = Pick<typeof restaurants.$inferSelect, keyof typeof scheduleColumns>;

/** A row from before weekly hours: one daily range (`HH:MM[:SS]`). */
type DailyRangeRow = Pick<ScheduleRow, 'isActive' | 'openingTime' | 'closingTime'>;

/**
 * The row's schedule. A row without weekly hours (written by code that predates them, as migration 0010 found every
 * row) keeps its one daily range on every day; the API never stores an empty list.
 */
export function scheduleOf(row: ScheduleRow | DailyRangeRow): Schedule {
  const weekly = 'openingHours' in row ? row.openingHours : [];
  return {
    isActive: row.isActive,
    openingHours: weekly.length ? weekly : everyDay(row.openingTime, row.closingTime),
    closures: 'closures' in row ? row.closures : [],
    pausedUntil: 'pausedUntil' in row ? row.pausedUntil : null,
  };
}

/** `is_open_now` of a restaurant row (ADR 026): the contract's one rule. */
export const isOpenAt = (row: ScheduleRow | DailyRangeRow, at: Date, tz: string): boolean =>
  openAt(scheduleOf(row), at, tz);
