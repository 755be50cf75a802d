import { withinHours } from '@dishcraft/contract';
import { localDate, localTime } from './schedule';

/** The restaurant's hours as RestaurantOut gives them (issue #21); the weekly ones absent on an older server. */
export interface Hours {
  is_active: boolean;
  opening_time: string;
  closing_time: string;
  paused_until?: string | null;
  opening_hours?: { weekday: number; opens: string; closes: string }[];
  closures?: { starts: string; ends: string }[];
}

/**
 * Whether the restaurant takes orders at `at`, read on the browser's clock: ADR 026's rule (active, not paused, not in
 * a closure, inside a period; a period whose closing is not after its opening runs past midnight, equal is all day).
 * TODO(contract): call the contract's isOpenAt once packages/contract/src/opening-hours.ts has the weekly rule.
 */
export function isOpenAt(hours: Hours, at: Date): boolean {
  if (!hours.is_active) return false;
  if (hours.paused_until && Date.parse(hours.paused_until) > at.getTime()) return false;
  const date = localDate(at);
  if (hours.closures?.some((c) => c.starts <= date && date <= c.ends)) return false;
  const time = localTime(at);
  if (!hours.opening_hours) return withinHours(hours.opening_time, hours.closing_time, `${time}:00`);
  const weekday = at.getDay();
  const yesterday = (weekday + 6) % 7;
  return hours.opening_hours.some((p) => {
    const opens = p.opens.slice(0, 5);
    const closes = p.closes.slice(0, 5);
    if (opens === closes) return p.weekday === weekday;
    if (opens < closes) return p.weekday === weekday && opens <= time && time < closes;
    return (p.weekday === weekday && time >= opens) || (p.weekday === yesterday && time < closes);
  });
}
