import { closuresSchema, type Closure, openingHoursSchema, type Period } from '@dishcraft/contract';

/** The weekdays as the editor lists them, Monday first (the API's 0 is Sunday). */
export const EDITOR_WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
export const MONDAY = 1;

/** One period as the editor holds it: times `HH:MM`, '' while not filled. */
export interface PeriodDraft {
  opens: string;
  closes: string;
}

/** The week as the editor holds it: index = API weekday, an empty list = closed that day. */
export type WeekDraft = PeriodDraft[][];

/** A message on one period's field, or on the whole week (`day` null). */
export interface HoursError {
  day: number | null;
  period: number | null;
  field: 'opens' | 'closes' | null;
  message: string;
}

export function weekDraft(periods: readonly Period[]): WeekDraft {
  const week: WeekDraft = Array.from({ length: 7 }, () => []);
  const sorted = [...periods].sort((a, b) => a.opens.localeCompare(b.opens));
  for (const p of sorted) week[p.weekday]?.push({ opens: p.opens.slice(0, 5), closes: p.closes.slice(0, 5) });
  return week;
}

/** The API's list, day by day in week order, and for each entry the day and period it came from. */
export function weekPeriods(week: WeekDraft): { periods: Period[]; origin: [number, number][] } {
  const periods: Period[] = [];
  const origin: [number, number][] = [];
  week.forEach((day, weekday) =>
    day.forEach((p, i) => {
      periods.push({ weekday, opens: p.opens, closes: p.closes });
      origin.push([weekday, i]);
    }),
  );
  return { periods, origin };
}

/** How a period ends, as its label says: the same day, the next day, or never (open all day). */
export function periodKind(p: PeriodDraft): 'sameDay' | 'nextDay' | 'allDay' | null {
  if (!p.opens || !p.closes) return null;
  if (p.opens === p.closes) return 'allDay';
  return p.closes < p.opens ? 'nextDay' : 'sameDay';
}

/** Monday's periods on every day. */
export const copyMonday = (week: WeekDraft): WeekDraft => week.map(() => (week[MONDAY] ?? []).map((p) => ({ ...p })));

/**
 * Errors keyed by the list's index (`{"3": {"opens": ["…"]}}`, the server's and zod's path shape) put back on the
 * day and period they came from; anything else is the week's.
 */
export function placeErrors(
  errors: { path: (string | number)[]; message: string }[],
  origin: [number, number][],
): HoursError[] {
  return errors.map(({ path, message }) => {
    const [index, field] = path;
    const at = typeof index === 'number' ? origin[index] : undefined;
    if (!at) return { day: null, period: null, field: null, message };
    return {
      day: at[0],
      period: at[1],
      field: field === 'opens' || field === 'closes' ? field : null,
      message,
    };
  });
}

/** The contract's rules on the week: the periods to send, or the errors where they belong. */
export function checkWeek(week: WeekDraft): { periods: Period[] } | { errors: HoursError[] } {
  const { periods, origin } = weekPeriods(week);
  const parsed = openingHoursSchema.safeParse(periods);
  if (parsed.success) return { periods: parsed.data };
  return {
    errors: placeErrors(
      parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })),
      origin,
    ),
  };
}

/** A 400 body's `{field: {"index": {name: [messages]}}}` or `{field: [messages]}` as path and message pairs. */
export function bodyErrors(value: unknown): { path: (string | number)[]; message: string }[] {
  if (Array.isArray(value)) return value.filter((m) => typeof m === 'string').map((message) => ({ path: [], message }));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => {
    const step = /^\d+$/.test(key) ? Number(key) : key;
    return bodyErrors(inner).map((e) => ({ path: [step, ...e.path], message: e.message }));
  });
}

/** A closure as the editor holds it. */
export type ClosureDraft = Closure;

export interface ClosureError {
  index: number | null;
  field: 'starts' | 'ends' | 'reason' | null;
  message: string;
}

export function placeClosureErrors(errors: { path: (string | number)[]; message: string }[]): ClosureError[] {
  return errors.map(({ path, message }) => {
    const [index, field] = path;
    return {
      index: typeof index === 'number' ? index : null,
      field: field === 'starts' || field === 'ends' || field === 'reason' ? field : null,
      message,
    };
  });
}

/** The contract's rules on the closures: the list to send, or the errors where they belong. */
export function checkClosures(closures: ClosureDraft[]): { closures: Closure[] } | { errors: ClosureError[] } {
  const parsed = closuresSchema.safeParse(closures);
  if (parsed.success) return { closures: parsed.data };
  return {
    errors: placeClosureErrors(
      parsed.error.issues.map((issue) => ({ path: issue.path as (string | number)[], message: issue.message })),
    ),
  };
}
