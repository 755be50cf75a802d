import { formatMoney as formatMoneyIn, localParts, translator } from '@dishcraft/contract';
import { activeLocale, intlLocale, shopZone } from './locale';

/**
 * Every number, amount, date and time a screen shows goes through here, so each kind reads one way everywhere, in
 * the page's language (lib/locale.ts) and the shop's currency.
 */

/** One Intl formatter per locale and options, built on first use. */
function cached<F>(make: (locale: string) => F): () => F {
  const byLocale = new Map<string, F>();
  return () => {
    const locale = intlLocale();
    let format = byLocale.get(locale);
    if (!format) byLocale.set(locale, (format = make(locale)));
    return format;
  };
}

/** An amount in the shop's currency: `EGP 2,132.50`, `‏2,132.50 ج.م.‏`. */
export function formatMoney(value: string | number): string {
  return formatMoneyIn(value, intlLocale(), activeLocale().currency);
}

const count = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }));
const oneDecimal = cached(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** Whole things: orders, reviews, people. `1,204`. */
export function formatCount(value: number): string {
  return count().format(value);
}

const percent = cached((locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }));

/** A percentage as the API writes it (`"15.00"`, `"12.50"`): `15%`, `12.5%`. */
export function formatPercent(value: string | number): string {
  return percent().format(Number(value) / 100);
}

/** A rating out of 5: `4.5`. */
export function formatRating(value: number): string {
  return oneDecimal().format(value);
}

/** A weather reading: `21.5 °C`. */
export function formatTemperature(celsius: number): string {
  return `${oneDecimal().format(celsius)} °C`;
}

// English dates read day month year (`26 Nov 2026`), as before the second language; the 24-hour clock everywhere.
const dateLocale = () => (activeLocale().language === 'en' ? 'en-GB' : intlLocale());
/** Instants are written on the shop's clock (the server's zone), as the restaurants' hours are. */
function dated(options: Intl.DateTimeFormatOptions) {
  const byLocale = new Map<string, Intl.DateTimeFormat>();
  return (iso: string) => {
    const locale = dateLocale();
    const timeZone = shopZone();
    const key = `${locale} ${timeZone}`;
    let format = byLocale.get(key);
    if (!format)
      byLocale.set(key, (format = new Intl.DateTimeFormat(locale, { ...options, hourCycle: 'h23', timeZone })));
    return format.format(new Date(iso));
  };
}

/** An instant: `26 Nov 2026, 14:05`. */
export const formatDateTime = dated({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A day: `26 Nov 2026`. */
export const formatDate = dated({ day: 'numeric', month: 'short', year: 'numeric' });

/** A day on a chart axis, where the year is the chart's: `26 Nov`. */
export const formatShortDate = dated({ day: 'numeric', month: 'short' });

/** A month: `November 2026`. */
export const formatMonth = dated({ month: 'long', year: 'numeric' });

const relative = cached((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago, for feeds that refresh themselves: `5 minutes ago`, `قبل 5 دقائق`. */
export function formatTimeAgo(iso: string): string {
  const seconds = Math.min(0, (Date.parse(iso) - Date.now()) / 1000);
  for (const [unit, size] of UNITS) if (-seconds >= size) return relative().format(Math.round(seconds / size), unit);
  // Under a minute reads in seconds, never "now": a feed says how fresh each entry is.
  return relative().format(Math.min(-1, Math.round(seconds)), 'second');
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
  const t = translator(activeLocale().language);
  if (open === close) return t('common.openAllDay');
  return close < open ? t('common.hoursPastMidnight', { open, close }) : t('common.hours', { open, close });
}

/** A delivery time in minutes as customers read it: a range around longer estimates, `25–35 min`; `15 min` under 20. */
export function formatEta(minutes: number): string {
  const t = translator(activeLocale().language);
  if (minutes < 20) return t('areas.eta', { minutes: formatCount(minutes) });
  const centre = Math.round(minutes / 5) * 5;
  return t('areas.etaRange', { low: formatCount(centre - 5), high: formatCount(centre + 5) });
}

// 1 January 2023 was a Sunday: weekday n is the n-th day after it, in UTC so no zone moves it.
const weekdayName = cached((locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }));

/** A weekday of the API's hours, 0 = Sunday: `Sunday`, `الأحد`. */
export function formatWeekday(weekday: number): string {
  return weekdayName().format(new Date(Date.UTC(2023, 0, 1 + weekday)));
}

/** An instant's local time of day: `14:30`. */
export const formatTime = dated({ hour: '2-digit', minute: '2-digit' });
/** The shop's calendar day of an instant, as a day count (UTC midnight of that date). */
const localDay = (date: Date) => Date.parse(`${localParts(date, shopZone()).date}T00:00:00Z`);

/**
 * When a closed restaurant takes orders again, from its `opens_at` instant: `today at 12:00`, `tomorrow at 09:00`,
 * `Friday at 12:00` within the week, else the date and time.
 */
export function formatOpensAt(iso: string, now = new Date()): string {
  const t = translator(activeLocale().language);
  const at = new Date(iso);
  const time = formatTime(iso);
  const days = Math.round((localDay(at) - localDay(now)) / 86_400_000);
  if (days <= 0) return t('areas.opensToday', { time });
  if (days === 1) return t('areas.opensTomorrow', { time });
  if (days < 7) return t('areas.opensOn', { day: formatWeekday(localParts(at, shopZone()).weekday), time });
  return t('areas.opensOn', { day: formatDate(iso), time });
}

const HALF_DAY_MS = 12 * 3_600_000;

/**
 * An instant today, or in the next 12 hours, as its time: `14:30`, and an ETA past midnight `00:20` (the next 00:20 is
 * the one meant; a date would make "Arrives around 27 Nov 2026, 00:20" out of a 40-minute wait). Further off, with its
 * date: `29 Nov 2026, 09:00`.
 */
export function formatSoon(iso: string, now = new Date()): string {
  const ahead = new Date(iso).getTime() - now.getTime();
  const soon = ahead >= 0 && ahead < HALF_DAY_MS;
  return soon || localDay(new Date(iso)) === localDay(now) ? formatTime(iso) : formatDateTime(iso);
}
