import { localized } from '@dishcraft/contract';
import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEta, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { useDeliveryTerms } from './api';
import { useFeeText } from './DeliveryFacts';
import { useChosenArea } from './useChosenArea';

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm">{label}</Text>
      <Text
        size="sm"
        fw={600}
        data-testid={testId}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  );
}

/**
 * The cart's delivery terms for the chosen area: fee, minimum order and time, and how much is missing to reach the
 * minimum (the server refuses a delivery below it). Without an area it asks for one.
 */
export function CartDelivery({ restaurantId, subtotal }: { restaurantId: number | null; subtotal: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [area] = useChosenArea();
  const terms = useDeliveryTerms(restaurantId, area?.id ?? null);
  const feeText = useFeeText();
  if (!area)
    return (
      <Text size="sm" c="dimmed" data-testid="cart-delivery">
        {t('areas.chooseForTerms')}
      </Text>
    );
  const areaName = localized(area, 'name', language);
  if (terms.isPending) return <Skeleton h={60} />;
  if (terms.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {terms.error.message}
      </Text>
    );
  const delivery = terms.data;
  if (!delivery)
    return (
      <Group gap={6} wrap="nowrap" data-testid="cart-delivery">
        <IconMapPinOff size={16} aria-hidden />
        <Text size="sm" fw={600}>
          {t('areas.notServed', { area: areaName })}
        </Text>
      </Group>
    );
  const missing = cents(delivery.minimum_order) - cents(subtotal);
  return (
    <Stack gap={6} data-testid="cart-delivery">
      <Text size="sm" fw={700}>
        {t('areas.deliveryTo', { area: areaName })}
      </Text>
      <Row label={t('areas.feeLabel')} value={feeText(delivery.fee, { bare: true })} testId="cart-delivery-fee" />
      {cents(delivery.minimum_order) > 0 ? (
        <Row
          label={t('areas.minimumLabel')}
          value={formatMoney(delivery.minimum_order)}
          testId="cart-delivery-minimum"
        />
      ) : null}
      <Row label={t('areas.etaLabel')} value={formatEta(delivery.eta_minutes)} testId="cart-delivery-eta" />
      {missing > 0 ? (
        <Alert color="yellow" variant="light" p="xs" data-testid="cart-below-minimum">
          <Text size="sm">{t('areas.missing', { amount: formatMoney(missing / 100) })}</Text>
        </Alert>
      ) : null}
    </Stack>
  );
}
