import { localized, translator } from '@dishcraft/contract';
import { Alert, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatClock } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { activeLocale } from '../../lib/locale';
import { restaurantQuery } from '../../lib/restaurantQuery';
import type { Restaurant } from '../../lib/types';
import type { CartRestaurant } from './store';

type OpenState = Pick<Restaurant, 'is_open_now' | 'next_opening'>;

function reasonIn(t: TFunction, restaurant: OpenState | undefined): string | null {
  if (!restaurant || restaurant.is_open_now) return null;
  const next = restaurant.next_opening;
  if (!next) return t('cart.notTakingOrders');
  const time = formatClock(next.time);
  return next.day === 'today' ? t('cart.opensToday', { time }) : t('cart.opensTomorrow', { time });
}

/**
 * Why a restaurant takes no order now ("Opens today at 12:00"), or null when it does, in the page's language. The
 * server refuses an order to a closed restaurant too (409); this says so before the customer fills in a cart and a
 * checkout.
 */
export function closedReason(restaurant: OpenState | undefined): string | null {
  return reasonIn(translator(activeLocale().language), restaurant);
}

/**
 * Why the restaurant of `id` takes no order now, or null. Read on every visit, every minute and whenever the customer
 * comes back to the tab (the app's queries otherwise wait for a reload), so a cart or meal page left open notices that
 * the restaurant closed meanwhile. Null while unknown: the server's check still stands behind it.
 */
export function useClosedReason(id: number | null): string | null {
  const { t } = useTranslation();
  const restaurant = useQuery({
    ...restaurantQuery(id ?? 0),
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
  return reasonIn(t, restaurant.data);
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
