/**
 * Opening hours (API.md §4.6): one rule for the server, which judges `is_open_now` and refuses orders by it, and
 * for the web app, which says when a closed restaurant opens next. Times are `HH:MM:SS` (as PostgreSQL returns
 * `time`); the local time is the server's zone (setting `TZ`), the one every restaurant's hours are read in.
 */
export interface OpeningHours {
  isActive: boolean;
  openingTime: string;
  closingTime: string;
}

/** When a closed restaurant opens next, in its local time: later today or tomorrow. */
export interface NextOpening {
  day: 'today' | 'tomorrow';
  /** `HH:MM:SS` */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time `HH:MM:SS` of `date` in the IANA time zone `tz` (the server's `TZ`). */
export function localTimeOf(date: Date, tz: string): string {
  let format = formatters.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(tz, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Whether local time `t` (`HH:MM:SS`) falls within the hours: past midnight when closing < opening, all day when equal. */
export function withinHours(openingTime: string, closingTime: string, t: string): boolean {
  const opening = openingTime.slice(0, 8);
  const closing = closingTime.slice(0, 8);
  if (opening < closing) return opening <= t && t < closing;
  if (opening > closing) return t >= opening || t < closing;
  return true;
}

/**
 * `is_open_now` (API.md §4.6): the owner's switch is on and the local time at `date` in `tz`
 * lies within the opening hours. The one definition: the restaurant list's `is_open_now` filter
 * runs the same rule in SQL, and placing an order calls this.
 */
export function isOpenAt(restaurant: OpeningHours, date: Date, tz: string): boolean {
  return restaurant.isActive && withinHours(restaurant.openingTime, restaurant.closingTime, localTimeOf(date, tz));
}

/**
 * `next_opening` (API.md §4.6): when a restaurant closed at `date` opens again. Hours repeat every day, so that is
 * the opening time, today if it is still ahead and tomorrow if it has passed (hours past midnight included: closed
 * from 02:00 to 20:00 reopens today at 20:00). `null` while open, and while the owner's switch is off, since
 * then no time is known.
 */
export function nextOpening(restaurant: OpeningHours, date: Date, tz: string): NextOpening | null {
  if (!restaurant.isActive || isOpenAt(restaurant, date, tz)) return null;
  const time = restaurant.openingTime.slice(0, 8);
  return { day: localTimeOf(date, tz) < time ? 'today' : 'tomorrow', time };
}
