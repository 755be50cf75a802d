/**
 * Wall clocks of IANA time zones (ADR 026): the restaurants' hours, an order's schedule and every time the web shows
 * are read on the shop's clock. Kept apart from opening-hours.ts, whose zod schemas the first page must not load.
 */

/** A moment as the clocks of the zone show it. */
export interface LocalParts {
  weekday: number;
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:MM:SS` */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, format);
  }
  return format;
}

/** The zone's wall clock at `ms`, written as if it were UTC (so plain date arithmetic applies). */
export function wallMs(ms: number, tz: string): number {
  const parts: Record<string, string> = {};
  for (const p of formatter(tz).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** Weekday, date and time of `at` in the IANA zone `tz`: what the restaurant list's SQL filter is given. */
export function localParts(at: Date, tz: string): LocalParts {
  const wall = new Date(wallMs(at.getTime(), tz));
  const iso = wall.toISOString();
  return { weekday: wall.getUTCDay(), date: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** The instant a day and time (`YYYY-MM-DD`, `HH:MM`) is on the clocks of the zone `tz`, e.g. a chosen order slot. */
export function zonedInstant(date: string, time: string, tz: string): Date {
  return new Date(instantOfWall(Date.parse(`${date}T${time.slice(0, 5)}:00Z`), tz));
}

/** The wall-clock time `HH:MM:SS` of `date` in the zone `tz`. */
export const localTimeOf = (date: Date, tz: string): string => localParts(date, tz).time;

/**
 * The instant the zone's clocks read `wall` (a wall time written as UTC ms). In the hour clocks repeat, the first;
 * in the hour they skip, the moment they jump (a period opening at a skipped 00:30 opens when 01:00 arrives).
 */
export function instantOfWall(wall: number, tz: string): number {
  const offsets = new Set([-86_400_000, 0, 86_400_000].map((d) => wallMs(wall + d, tz) - (wall + d)));
  const exact = [...offsets].map((o) => wall - o).filter((t) => wallMs(t, tz) === wall);
  if (exact.length) return Math.min(...exact);
  const guesses = [...offsets].map((o) => wall - o);
  let lo = Math.min(...guesses);
  let hi = Math.max(...guesses);
  // Skipped time: the first instant whose wall clock is past `wall` is the jump; clocks change on whole minutes.
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (wallMs(mid, tz) >= wall) hi = mid;
    else lo = mid;
  }
  return wallMs(lo, tz) >= wall ? lo : hi;
}
