import { z } from 'zod';
import { integer, text } from './fields.js';
import { translator } from './i18n/translator.js';
import { DEFAULT_MESSAGES } from './messages.js';
import { instantOfWall, type LocalParts, localParts, wallMs } from './zoned-time.js';

/**
 * Weekly opening hours (ADR 026, API.md §4.6): one rule for the server, which judges `is_open_now`, finds `opens_at`
 * and refuses orders by it, and for the web app, which shows the same. Every local date and time is read in one IANA
 * zone, the deployment's `TZ`. Weekday 0 is Sunday (JS getDay, PostgreSQL dow).
 */

const en = translator('en');

export const HOURS_LIMITS = { periodsPerDay: 4, closures: 30, reason: 200, scanDays: 8 } as const;

export const HOURS_MESSAGES = {
  time: en('errors.hours.time'),
  date: en('errors.hours.date'),
  noPeriods: en('errors.hours.noPeriods'),
  tooManyPeriods: en('errors.hours.tooManyPeriods', { max: HOURS_LIMITS.periodsPerDay }),
  overlap: en('errors.hours.overlap'),
  wholeDayShared: en('errors.hours.wholeDayShared'),
  tooManyClosures: en('errors.hours.tooManyClosures', { max: HOURS_LIMITS.closures }),
  closureEnds: en('errors.hours.closureEnds'),
} as const;

/** One service period: `closes` not after `opens` runs past midnight into the next weekday; equal is the whole day. */
export interface Period {
  weekday: number;
  /** `HH:MM` */
  opens: string;
  /** `HH:MM` */
  closes: string;
}

/** Closed dates, `YYYY-MM-DD`, both inclusive, in local time. */
export interface Closure {
  starts: string;
  ends: string;
  reason: string;
}

/** Everything that decides whether a restaurant takes orders at a moment. */
export interface Schedule {
  isActive: boolean;
  openingHours: readonly Period[];
  closures: readonly Closure[];
  pausedUntil: Date | null;
}

/** When a closed restaurant opens next, in its local time: later today or tomorrow (the pre-#21 `next_opening`). */
export interface NextOpening {
  day: 'today' | 'tomorrow';
  /** `HH:MM:SS` */
  time: string;
}

const DAY = 1440;
const HHMM = /^([01][0-9]|2[0-3]):([0-5][0-9])(?::00)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes since midnight of `HH:MM` (or `HH:MM:SS`, seconds ignored). */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function isRealDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

const timeOfPeriod = text({ required: DEFAULT_MESSAGES.required, pattern: [HHMM, HOURS_MESSAGES.time] }).transform(
  (value) => value.slice(0, 5),
);
const dateField = text({ pattern: [DATE, HOURS_MESSAGES.date] }).check((ctx) => {
  if (DATE.test(ctx.value) && !isRealDate(ctx.value))
    ctx.issues.push({ code: 'custom', message: HOURS_MESSAGES.date, input: ctx.value });
});

export const periodSchema = z.object(
  { weekday: integer({ min: 0, max: 6 }), opens: timeOfPeriod, closes: timeOfPeriod },
  { error: DEFAULT_MESSAGES.object },
);

/** The minutes of the week a period covers, as one or two `[start, end)` ranges within 0 … 7 × 1440. */
function weekRanges(p: Period): [number, number][] {
  const opens = minutesOf(p.opens);
  const closes = minutesOf(p.closes);
  const start = p.weekday * DAY;
  if (opens === closes) return [[start, start + DAY]];
  const end = opens < closes ? start + closes : start + DAY + closes;
  const from = start + opens;
  const week = 7 * DAY;
  return end <= week
    ? [[from, end]]
    : [
        [from, week],
        [0, end - week],
      ];
}

const overlaps = (a: Period, b: Period) =>
  weekRanges(a).some(([s1, e1]) => weekRanges(b).some(([s2, e2]) => s1 < e2 && s2 < e1));

/**
 * `opening_hours`: at most 4 periods a weekday, none overlapping another (a period past midnight counts on the next
 * day), a whole-day period alone on its day. Each error names the period (`opening_hours[i].field`).
 */
export const openingHoursSchema = z
  .array(periodSchema, { error: DEFAULT_MESSAGES.list })
  // An empty list is what rows from before weekly hours hold (read as their one daily range), never a choice.
  .min(1, { error: HOURS_MESSAGES.noPeriods })
  .superRefine((periods, ctx) => {
    const perDay = new Map<number, number>();
    periods.forEach((p, i) => {
      const n = (perDay.get(p.weekday) ?? 0) + 1;
      perDay.set(p.weekday, n);
      if (n > HOURS_LIMITS.periodsPerDay) {
        ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.tooManyPeriods, path: [i, 'weekday'] });
        return;
      }
      const earlier = periods.slice(0, i);
      const sharesWholeDay = earlier.some(
        (q) => q.weekday === p.weekday && (q.opens === q.closes || p.opens === p.closes),
      );
      if (sharesWholeDay) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.wholeDayShared, path: [i, 'opens'] });
      else if (earlier.some((q) => overlaps(p, q)))
        ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.overlap, path: [i, 'opens'] });
    });
  });

export const closureSchema = z
  .object(
    {
      starts: dateField,
      ends: dateField,
      reason: text({
        allowBlank: true,
        max: [HOURS_LIMITS.reason, DEFAULT_MESSAGES.maxChars(HOURS_LIMITS.reason)],
      })
        .nullish()
        .transform((v) => v ?? ''),
    },
    { error: DEFAULT_MESSAGES.object },
  )
  .superRefine((c, ctx) => {
    if (c.ends < c.starts) ctx.addIssue({ code: 'custom', message: HOURS_MESSAGES.closureEnds, path: ['ends'] });
  });

export const closuresSchema = z
  .array(closureSchema, { error: DEFAULT_MESSAGES.list })
  .max(HOURS_LIMITS.closures, { error: HOURS_MESSAGES.tooManyClosures });

/** Every weekday open from `opens` to `closes`: what an old client's `opening_time`/`closing_time` mean. */
export const everyDay = (opens: string, closes: string): Period[] =>
  Array.from({ length: 7 }, (_, weekday) => ({ weekday, opens: opens.slice(0, 5), closes: closes.slice(0, 5) }));

// ---------------------------------------------------------------------------------------------------------------
// The rule

/** Whether the date `YYYY-MM-DD` falls in a closure. */
const closedOn = (closures: readonly Closure[], date: string) =>
  closures.some((c) => c.starts <= date && date <= c.ends);

/** Whether a period covers minute `minute` of weekday `weekday` (a period of the day before may run past midnight). */
function inPeriod(periods: readonly Period[], weekday: number, minute: number): boolean {
  const yesterday = (weekday + 6) % 7;
  return periods.some((p) => {
    const opens = minutesOf(p.opens);
    const closes = minutesOf(p.closes);
    if (p.weekday === weekday) {
      if (opens === closes) return true;
      if (opens < closes) return opens <= minute && minute < closes;
      return minute >= opens;
    }
    return p.weekday === yesterday && opens > closes && minute < closes;
  });
}

/** The hours' part of the rule (no pause, no switch), on a wall time: its date, weekday and minute of the day. */
function openOnWall(schedule: Schedule, date: string, weekday: number, minute: number): boolean {
  return !closedOn(schedule.closures, date) && inPeriod(schedule.openingHours, weekday, minute);
}

const pausedAt = (schedule: Schedule, at: Date) =>
  schedule.pausedUntil !== null && schedule.pausedUntil.getTime() > at.getTime();

/**
 * `is_open_now` (ADR 026): switched on, not paused at `at`, not in a closure on the local date, and inside a period
 * by local weekday and time. The restaurant list's `is_open_now` filter runs the same rule in SQL.
 */
export function isOpenAt(schedule: Schedule, at: Date, tz: string): boolean {
  if (!schedule.isActive || pausedAt(schedule, at)) return false;
  const local = localParts(at, tz);
  return openOnWall(schedule, local.date, local.weekday, minutesOf(local.time));
}

/** The wall times (as UTC ms, ascending) after `wall` at which the hours' part of the rule may turn true. */
function* wallCandidates(schedule: Schedule, wall: number, days: number) {
  const firstDay = Math.floor(wall / 86_400_000) * 86_400_000;
  for (let d = 0; d <= days; d += 1) {
    const midnight = firstDay + d * 86_400_000;
    const weekday = new Date(midnight).getUTCDay();
    const starts = new Set([0]);
    for (const p of schedule.openingHours) if (p.weekday === weekday) starts.add(minutesOf(p.opens));
    for (const minute of [...starts].sort((a, b) => a - b)) {
      const at = midnight + minute * 60_000;
      if (at > wall) yield { at, weekday, minute, date: new Date(midnight).toISOString().slice(0, 10) };
    }
  }
}

/** The first instant at or after `from` at which the hours (not the pause, not the switch) are open, within 8 days. */
function hoursOpenFrom(schedule: Schedule, from: Date, tz: string): Date | null {
  const local = localParts(from, tz);
  if (openOnWall(schedule, local.date, local.weekday, minutesOf(local.time))) return from;
  const wall = wallMs(from.getTime(), tz);
  for (const c of wallCandidates(schedule, wall, HOURS_LIMITS.scanDays)) {
    if (!openOnWall(schedule, c.date, c.weekday, c.minute)) continue;
    const instant = instantOfWall(c.at, tz);
    if (instant >= from.getTime()) return new Date(instant);
  }
  return null;
}

/**
 * `opens_at`: the first instant at or after `at` at which the restaurant takes orders — `at` itself when open, the
 * end of a pause, the start of a period or the first day after a closure. Null when switched off or nothing opens
 * within 8 days. Wall times are turned into instants with the zone's own offsets, so a DST change day is right.
 */
export function opensAt(schedule: Schedule, at: Date, tz: string): Date | null {
  if (!schedule.isActive) return null;
  const from = pausedAt(schedule, at) ? (schedule.pausedUntil as Date) : at;
  return hoursOpenFrom(schedule, from, tz);
}

/**
 * Where a pause "until the next opening" ends: the start of the next period after the one open at `at` (a period
 * starting later, not in a closure), or, when the hours are closed at `at`, their next opening. Ignores the switch
 * and any current pause. Null when nothing starts within 8 days.
 */
export function nextPeriodStart(schedule: Schedule, at: Date, tz: string): Date | null {
  const local = localParts(at, tz);
  if (!openOnWall(schedule, local.date, local.weekday, minutesOf(local.time))) return hoursOpenFrom(schedule, at, tz);
  const wall = wallMs(at.getTime(), tz);
  for (const c of wallCandidates(schedule, wall, HOURS_LIMITS.scanDays)) {
    const starts = schedule.openingHours.some(
      (p) => p.weekday === c.weekday && (p.opens === p.closes ? c.minute === 0 : minutesOf(p.opens) === c.minute),
    );
    if (!starts || closedOn(schedule.closures, c.date)) continue;
    const instant = instantOfWall(c.at, tz);
    if (instant > at.getTime()) return new Date(instant);
  }
  return null;
}

/** The pre-#21 `opening_time`/`closing_time` (`HH:MM:SS`) and `next_opening`, for old clients. */
export interface LegacyHours {
  /** Today's first period, else the next weekday's that has one; null when there are no periods at all. */
  hours: { opening_time: string; closing_time: string } | null;
  nextOpening: NextOpening | null;
}

/**
 * What an old client reads (ADR 026): today's first period (else the next day's that has one) as its one daily range,
 * and `next_opening` when the restaurant is closed and opens again today or tomorrow (local dates).
 */
export function legacyHours(schedule: Schedule, at: Date, tz: string): LegacyHours {
  const local = localParts(at, tz);
  let hours: LegacyHours['hours'] = null;
  for (let d = 0; d < 7 && !hours; d += 1) {
    const weekday = (local.weekday + d) % 7;
    const first = schedule.openingHours
      .filter((p) => p.weekday === weekday)
      .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))[0];
    if (first)
      hours = { opening_time: `${first.opens.slice(0, 5)}:00`, closing_time: `${first.closes.slice(0, 5)}:00` };
  }
  return { hours, nextOpening: nextOpeningOf(schedule, at, tz, local) };
}

function nextOpeningOf(schedule: Schedule, at: Date, tz: string, local: LocalParts): NextOpening | null {
  if (isOpenAt(schedule, at, tz)) return null;
  const next = opensAt(schedule, at, tz);
  if (!next) return null;
  const then = localParts(next, tz);
  const tomorrow = new Date(Date.parse(`${local.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  if (then.date === local.date) return { day: 'today', time: then.time };
  if (then.date === tomorrow) return { day: 'tomorrow', time: then.time };
  return null;
}

/** The pre-#21 `next_opening` alone. */
export const nextOpening = (schedule: Schedule, at: Date, tz: string): NextOpening | null =>
  nextOpeningOf(schedule, at, tz, localParts(at, tz));

/**
 * Whether local time `t` (`HH:MM:SS`) falls within one daily range: past midnight when closing < opening, all day
 * when equal. The pre-#21 rule, for clients of servers without weekly hours.
 */
export function withinHours(openingTime: string, closingTime: string, t: string): boolean {
  const opening = openingTime.slice(0, 8);
  const closing = closingTime.slice(0, 8);
  if (opening < closing) return opening <= t && t < closing;
  if (opening > closing) return t >= opening || t < closing;
  return true;
}
