/**
 * Money crosses the wire as decimal strings ("12.50") and lives as integer cents everywhere else.
 * Browser float noise (24.990000000000002) reads as 24.99; a third decimal (12.345) is refused.
 */
export function parseCents(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  const cents = Math.round(n * 100);
  if (Math.abs(n * 100 - cents) > 0.0001) return null;
  return cents;
}

export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `EGP 2,132.50` in English and `‏2,132.50 ج.م.‏` in Arabic, as every screen and e-mail shows money: the currency
 * (the CURRENCY setting), grouped thousands, always two decimals. Intl works on the float, which is exact here because
 * it is rebuilt from whole cents.
 */
export function formatMoney(value: string | number, locale = 'en-US', currency = 'EGP'): string {
  const cents = typeof value === 'number' ? Math.round(value * 100) : (parseCents(value) ?? 0);
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format)
    formats.set(
      key,
      (format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })),
    );
  return format.format(cents / 100);
}

/** Round half away from zero to the cent (API.md §4.1). */
export function roundCents(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}
