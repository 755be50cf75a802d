import { everyDay, isOpenAt as openAt, type Schedule } from '@dishcraft/contract';
import { restaurants } from '../../db/schema.js';

/** The restaurant columns that decide whether it takes orders (ADR 026): select them with the row, no extra query. */
export const scheduleColumns = {
  isActive: restaurants.isActive,
  openingHours: restaurants.openingHours,
  closures: restaurants.closures,
  pausedUntil: restaurants.pausedUntil,
};

/** A restaurant row carrying its schedule. */
export type ScheduleRow = Pick<typeof restaurants.$inferSelect, keyof typeof scheduleColumns>;

/** A row from before weekly hours: one daily range (`HH:MM[:SS]`). */
interface DailyRangeRow {
  isActive: boolean;
  openingTime: string;
  closingTime: string;
}

export function scheduleOf(row: ScheduleRow | DailyRangeRow): Schedule {
  if ('openingHours' in row)
    return {
      isActive: row.isActive,
      openingHours: row.openingHours,
      closures: row.closures,
      pausedUntil: row.pausedUntil,
    };
  // A caller still reading only the daily range: that range on every day, as migration 0010 wrote it.
  return {
    isActive: row.isActive,
    openingHours: everyDay(row.openingTime, row.closingTime),
    closures: [],
    pausedUntil: null,
  };
}

/** `is_open_now` of a restaurant row (ADR 026): the contract's one rule. */
export const isOpenAt = (row: ScheduleRow | DailyRangeRow, at: Date, tz: string): boolean =>
  openAt(scheduleOf(row), at, tz);
