/**
 * `is_open_now` (API.md §4.6): the owner's switch and the local time in `timeZone` between the
 * opening and closing times; closing before opening means past midnight, equal means all day.
 */
export function isOpenAt(
  restaurant: { isActive: boolean; openingTime: string; closingTime: string },
  date: Date,
  timeZone: string,
): boolean {
  if (!restaurant.isActive) return false;
  const open = secondsOf(restaurant.openingTime);
  const close = secondsOf(restaurant.closingTime);
  if (open === close) return true;
  const t = localSeconds(date, timeZone);
  return open < close ? open <= t && t < close : t >= open || t < close;
}

const secondsOf = (time: string): number => {
  const [h = 0, m = 0, s = 0] = time.split(':').map((part) => Number.parseInt(part, 10));
  return h * 3600 + m * 60 + s;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Seconds since local midnight in `timeZone`. */
function localSeconds(date: Date, timeZone: string): number {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  return Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
}
