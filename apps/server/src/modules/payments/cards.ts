import { CARD_OUTCOMES, type CardOutcome, luhnValid, TEST_CARDS } from '@dishcraft/contract';

export interface CardInput {
  card_number: string | number;
  exp_month: string | number;
  exp_year: string | number;
  cvc: string | number;
}

/**
 * The test processor's verdict on a card (API.md §3.10): number format, expiry, CVC format, then
 * the number's scripted outcome. `now` decides whether the expiry month is already past (UTC).
 */
export function cardOutcome(card: CardInput, now: Date): CardOutcome | 'succeeded' {
  const number = String(card.card_number).replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return 'incorrect_number';

  const monthText = String(card.exp_month).trim();
  const yearText = String(card.exp_year).trim();
  if (!/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return 'invalid_expiry';
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisYear = now.getUTCFullYear();
  if (month < 1 || month > 12 || year < 2000 || year > thisYear + 50) return 'invalid_expiry';
  if (year * 12 + month < thisYear * 12 + now.getUTCMonth() + 1) return 'expired_card';

  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(String(card.cvc).trim())) return 'invalid_cvc';

  return TEST_CARDS[number] ?? 'card_declined';
}

export const outcomeDetail = (code: CardOutcome): string => CARD_OUTCOMES[code];
