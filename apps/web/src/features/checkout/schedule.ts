/**
 * The times a customer may schedule an order for (issue #21): every quarter hour from a little ahead of now to seven
 * days ahead, kept only when the restaurant takes orders then (the contract's opening-hours rule, passed in). Days and
 * times are the browser's wall clock, which is the deployment's zone for the customers it serves (ADR 026).
 */
export interface ScheduleDay {
  /** `YYYY-MM-DD`, local. */
  date: string;
  /** `HH:MM`, local, ascending. */
  times: string[];
}

export const SCHEDULE = { days: 7, stepMinutes: 15, leadMinutes: 30 } as const;

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

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

/** The instant of a chosen local day and time, as the API takes it (ISO 8601, UTC). */
export function scheduledInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00`).toISOString();
}
