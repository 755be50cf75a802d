import { localized } from '@dishcraft/contract';
import { Alert, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import { notTakingOrders } from '../../lib/openState';
import { restaurantQuery } from '../../lib/restaurantQuery';
import type { CartRestaurant } from './store';

/**
 * Why the restaurant of `id` takes no order now ("Not taking orders until 14:30", "Opens tomorrow at 12:00"), or
 * null. The server refuses an order to a closed or paused restaurant too (409); this says so before the customer
 * fills in a cart and a checkout. Read on every visit, every minute and whenever the customer comes back to the tab
 * (the app's queries otherwise wait for a reload), so a cart or meal page left open notices that the restaurant
 * closed or paused meanwhile. Null while unknown: the server's check still stands behind it.
 */
export function useClosedReason(id: number | null): string | null {
  const { t } = useTranslation();
  const restaurant = useQuery({
    ...restaurantQuery(id ?? 0),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
  return notTakingOrders(restaurant.data, t);
}

/**
 * The name of a cart's restaurant in the page's language: the restaurant's own once loaded (its Arabic name may be
 * newer than the line's, or the screen that added the line may not have had it), else the one the line kept.
 */
export function useRestaurantName(restaurant: CartRestaurant | undefined): string {
  const { language } = useLanguage();
  const loaded = useQuery(restaurantQuery(restaurant?.id ?? 0));
  const source = loaded.data ?? restaurant;
  return source ? localized(source, 'name', language) : '';
}

/** The block a cart or checkout shows while its restaurant is closed. */
export function ClosedNotice({ restaurant, reason }: { restaurant: string; reason: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockPause aria-hidden />}
      title={t('cart.closedTitle', { restaurant })}
      data-testid="closed-notice"
    >
      <Text size="sm" fw={600}>
        {reason}
      </Text>
      <Text size="sm">{t('cart.closedHint')}</Text>
    </Alert>
  );
}
