import { translator } from '@dishcraft/contract';
import { Group, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { activeLocale } from '../../lib/locale';
import { confirmTestPayment } from './api';
import type { ConfirmCard } from './flow';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCard: CardFields = { number: '', expiry: '', cvc: '' };

/** Groups of four digits as the customer types: "4242 4242 4242 4242". */
export const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "MM/YY" as typed, the slash added after the month. */
export const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** MM/YY → month and two-digit year, or null when it is not in that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

export const cardComplete = (card: CardFields) =>
  card.number.replace(/\D/g, '').length >= 13 && parseExpiry(card.expiry) !== null && /^\d{3,4}$/.test(card.cvc);

/** The card form of the built-in test processor: number, expiry MM/YY, CVC. */
export function TestCardForm({
  value,
  onChange,
  disabled,
}: {
  value: CardFields;
  onChange(card: CardFields): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <TextInput
        label={t('checkout.cardNumber')}
        required
        inputMode="numeric"
        dir="ltr"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        leftSection={<IconCreditCard size={16} />}
        value={value.number}
        disabled={disabled}
        onChange={(e) => onChange({ ...value, number: formatCardNumber(e.currentTarget.value) })}
      />
      <Group grow mt="sm" align="flex-start">
        <TextInput
          label={t('checkout.expiry')}
          required
          inputMode="numeric"
          dir="ltr"
          autoComplete="cc-exp"
          placeholder={t('checkout.expiryPlaceholder')}
          value={value.expiry}
          disabled={disabled}
          error={value.expiry.length === 5 && !parseExpiry(value.expiry) ? t('checkout.expiryFormat') : undefined}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.currentTarget.value) })}
        />
        <TextInput
          label={t('checkout.cvc')}
          required
          inputMode="numeric"
          dir="ltr"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={value.cvc}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, cvc: e.currentTarget.value.replace(/\D/g, '').slice(0, 4) })}
        />
      </Group>
      <Text size="xs" c="dimmed" mt="xs">
        {t('checkout.testModeNote')}
      </Text>
    </div>
  );
}

/** Confirms an intent with the test processor; a 402 carries the provider's message (API.md §3.10). */
export function confirmWithTestCard(card: CardFields): ConfirmCard {
  return async (clientSecret) => {
    const expiry = parseExpiry(card.expiry);
    if (!expiry) throw new Error(translator(activeLocale().language)('checkout.expiryFormat'));
    await confirmTestPayment(clientSecret, {
      card_number: card.number.replace(/\s/g, ''),
      exp_month: expiry.month,
      exp_year: expiry.year,
      cvc: card.cvc,
    });
  };
}
