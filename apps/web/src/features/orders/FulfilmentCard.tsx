import { type Language, localized } from '@dishcraft/contract';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconCalendarTime, IconTruckDelivery } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { wrapAnywhere } from '../../ui/wrap';
import { addressLines } from '../addresses';
import { useRestaurant } from '../restaurants';
import type { FullOrder } from './types';

/** "Delivery to Zamalek", "Pickup", or "Delivery" for an order from before areas. */
export function fulfilmentTitle(order: FullOrder, t: TFunction, language: Language): string {
  if (order.fulfilment === 'pickup') return t('orders.pickup');
  if (order.area_details) return t('orders.deliveryTo', { area: localized(order.area_details, 'name', language) });
  return t('checkout.delivery');
}

/** Where a pickup is collected: the restaurant's address and phone as they are now (an order keeps only its name). */
function PickupContact({ restaurantId }: { restaurantId: number }) {
  const { t } = useTranslation();
  const restaurant = useRestaurant(restaurantId);
  if (restaurant.isPending) return <Skeleton height={12} width="60%" mt={6} />;
  if (!restaurant.data) return null;
  return (
    <>
      <Text size="sm" dir="auto" style={wrapAnywhere}>
        {restaurant.data.address}
      </Text>
      {restaurant.data.phone_number && (
        <Text size="sm">
          {t('orders.phone')}{' '}
          <Anchor href={`tel:${restaurant.data.phone_number}`} dir="ltr">
            {restaurant.data.phone_number}
          </Anchor>
        </Text>
      )}
    </>
  );
}

/** How the order is received: where it goes (the address as it was when ordered), when, and the customer's notes. */
export function FulfilmentCard({ order }: { order: FullOrder }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pickup = order.fulfilment === 'pickup';
  const address = order.address;
  return (
    <Card withBorder padding="lg" data-testid="order-fulfilment-card">
      <Group gap="xs" mb="sm" wrap="nowrap">
        {pickup ? <IconBuildingStore size={20} aria-hidden /> : <IconTruckDelivery size={20} aria-hidden />}
        <Title order={2} size="h4" style={wrapAnywhere}>
          {fulfilmentTitle(order, t, language)}
        </Title>
      </Group>
      <Stack gap="sm">
        {order.scheduled_for && (
          <Group gap={6} wrap="nowrap" data-testid="order-scheduled">
            <IconCalendarTime size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={500}>
              {t('orders.scheduledFor', { when: formatDateTime(order.scheduled_for) })}
            </Text>
          </Group>
        )}
        {pickup ? (
          <div data-testid="order-pickup-place">
            <Text size="sm" style={wrapAnywhere}>
              {t('orders.pickupAt', { restaurant: localized(order, 'restaurant_name', language) })}
            </Text>
            {order.restaurant !== null && <PickupContact restaurantId={order.restaurant} />}
          </div>
        ) : (
          <div>
            <Text size="sm" fw={500}>
              {t('orders.address')}
            </Text>
            {address ? (
              <div data-testid="order-address">
                {address.label && (
                  <Text size="sm" fw={600} style={wrapAnywhere}>
                    <bdi>{address.label}</bdi>
                  </Text>
                )}
                {/* <bdi>: "5 Nile Street" keeps its own order (its number first) on the Arabic page's side. */}
                {addressLines(address, t).map((line) => (
                  <Text key={line} size="sm" style={wrapAnywhere}>
                    <bdi>{line}</bdi>
                  </Text>
                ))}
                <Text size="sm">
                  {t('orders.phone')} <bdi dir="ltr">{address.phone}</bdi>
                </Text>
              </div>
            ) : (
              <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line', ...wrapAnywhere }}>
                {order.delivery_address}
              </Text>
            )}
          </div>
        )}
        <div>
          <Text size="sm" fw={500}>
            {t('orders.notes')}
          </Text>
          <Text
            size="sm"
            c={order.delivery_notes ? undefined : 'dimmed'}
            dir={order.delivery_notes ? 'auto' : undefined}
            style={{ whiteSpace: 'pre-line', ...wrapAnywhere }}
          >
            {order.delivery_notes || (pickup ? t('orders.noPickupNotes') : t('orders.noNotes'))}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}
