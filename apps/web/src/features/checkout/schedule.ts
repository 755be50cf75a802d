import { localParts, zonedInstant } from '@dishcraft/contract';
import { shopZone } from '../../lib/locale';

/**
 * The times a customer may schedule an order for (issue #21): every quarter hour from a little ahead of now to seven
 * days ahead, kept only when the restaurant takes orders then (the contract's opening-hours rule, passed in). Days and
 * times are the restaurant's wall clock (the shop's zone, ADR 026), whatever zone the customer's device is in.
 */
export interface ScheduleDay {
  /** `YYYY-MM-DD`, local. */
  date: string;
  /** `HH:MM`, local, ascending. */
  times: string[];
}

export const SCHEDULE = { days: 7, stepMinutes: 15, leadMinutes: 30 } as const;

export const localDate = (d: Date) => localParts(d, shopZone()).date;
const localTime = (d: Date) => localParts(d, shopZone()).time.slice(0, 5);

export function scheduleDays(now: Date, isOpen: (at: Date) => boolean): ScheduleDay[] {
  const step = SCHEDULE.stepMinutes * 60_000;
  const first = Math.ceil((now.getTime() + SCHEDULE.leadMinutes * 60_000) / step) * step;
  // One step short of seven days, so the time is still within the server's window when the order is sent.
  const last = now.getTime() + SCHEDULE.days * 86_400_000 - step;
  const days: ScheduleDay[] = [];
  for (let at = first; at <= last; at += step) {
    const slot = new Date(at);
    if (!isOpen(slot)) continue;
    const date = localDate(slot);
    const day = days.at(-1);
    if (day?.date === date) day.times.push(localTime(slot));
    else days.push({ date, times: [localTime(slot)] });
  }
  return days;
}

/** The instant of a chosen day and time on the shop's clock, as the API takes it (ISO 8601, UTC). */
export function scheduledInstant(date: string, time: string): string {
  return zonedInstant(date, time, shopZone()).toISOString();
}
