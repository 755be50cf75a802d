import { Group, Text } from '@mantine/core';
import { IconClock, IconMoped, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEta, formatMoney } from '../../lib/format';
import type { DeliveryTerms } from './types';

/** Teal reads as good news; the darker shade on light pages, the lighter on dark, each AA on its page. */
const FREE_COLOR = 'light-dark(var(--mantine-color-teal-9), var(--mantine-color-teal-4))';
const isFree = (fee: string) => Number(fee) === 0;

/** "Free delivery" or "Delivery EGP 15.00". */
/**
 * A delivery fee in words: "Delivery EGP 15.00" or "Free delivery"; `bare` drops the word "Delivery" where a label
 * beside it already says what the amount is ("Delivery fee: EGP 15.00").
 */
export function useFeeText() {
  const { t } = useTranslation();
  return (fee: string, { bare = false } = {}) => {
    if (isFree(fee)) return t('areas.freeDelivery');
    return bare ? formatMoney(fee) : t('areas.fee', { fee: formatMoney(fee) });
  };
}

/**
 * A restaurant's terms for the chosen area on one line: time, fee and minimum order, each with its icon (the icons
 * are decoration: every fact is said in words).
 */
export function DeliveryFacts({ delivery, size = 'sm' }: { delivery: DeliveryTerms; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const feeText = useFeeText();
  const icon = size === 'xs' ? 14 : 16;
  return (
    <Group gap="sm" wrap="wrap" data-testid="delivery-facts" style={{ rowGap: 4 }}>
      <Group gap={4} wrap="nowrap">
        <IconClock size={icon} aria-hidden />
        <Text size={size} fw={600} data-testid="delivery-eta">
          {formatEta(delivery.eta_minutes)}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <IconMoped size={icon} aria-hidden />
        <Text
          size={size}
          fw={isFree(delivery.fee) ? 700 : undefined}
          style={isFree(delivery.fee) ? { color: FREE_COLOR } : undefined}
          data-testid="delivery-fee"
        >
          {feeText(delivery.fee)}
        </Text>
      </Group>
      {Number(delivery.minimum_order) > 0 ? (
        <Group gap={4} wrap="nowrap">
          <IconReceipt size={icon} aria-hidden />
          <Text size={size} c="dimmed" data-testid="delivery-minimum">
            {t('areas.minimum', { amount: formatMoney(delivery.minimum_order) })}
          </Text>
        </Group>
      ) : null}
    </Group>
  );
}
