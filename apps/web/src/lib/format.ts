import { formatMoney } from '@dishcraft/contract';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/**
 * Every number, amount, date and time a screen shows goes through here, so each kind reads one way everywhere and
 * a second language changes one file.
 */
export { formatMoney };

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Whole things: orders, reviews, people. `1,204`. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** A rating out of 5: `4.5`. */
export function formatRating(value: number): string {
  return ONE_DECIMAL.format(value);
}

/** A weather reading: `21.5 °C`. */
export function formatTemperature(celsius: number): string {
  return `${ONE_DECIMAL.format(celsius)} °C`;
}

/** An instant: `26 Nov 2026, 14:05`. */
export function formatDateTime(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm');
}

/** How long ago, for feeds that refresh themselves: `5 minutes ago`. */
export function formatTimeAgo(iso: string): string {
  return dayjs(iso).fromNow();
}

/** A day: `26 Nov 2026`. */
export function formatDate(iso: string): string {
  return dayjs(iso).format('D MMM YYYY');
}

/** A day on a chart axis, where the year is the chart's: `26 Nov`. */
export function formatShortDate(iso: string): string {
  return dayjs(iso).format('D MMM');
}

/** A month: `November 2026`. */
export function formatMonth(iso: string): string {
  return dayjs(iso).format('MMMM YYYY');
}

/** A time of day from the API's `HH:MM[:SS]`, on the 24-hour clock every screen uses: `09:30`. */
export function formatClock(time: string): string {
  return time.slice(0, 5);
}

/**
 * A restaurant's daily hours. Equal opening and closing times mean it never closes (spec: "open 24 hours"); a
 * closing time before the opening time runs past midnight and reads as such.
 */
export function formatOpeningHours(opening: string, closing: string): string {
  const open = formatClock(opening);
  const close = formatClock(closing);
  if (open === close) return 'Open 24 hours';
  return `${open} – ${close}${close < open ? ' (next day)' : ''}`;
}
