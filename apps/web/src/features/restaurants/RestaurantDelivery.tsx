import { localized } from '@dishcraft/contract';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPinOff, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import { AreaSelect, DeliveryFacts, useChosenArea, useDeliveryTerms } from '../areas';
import type { AreaRestaurant } from './api';

/**
 * How this restaurant delivers to the chosen area: its time, fee and minimum, or that it does not deliver there
 * (and whether pickup is offered); the area can be changed in place.
 */
export function RestaurantDelivery({ restaurant }: { restaurant: AreaRestaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [area] = useChosenArea();
  const terms = useDeliveryTerms(restaurant.id, area?.id ?? null);
  const areaName = area ? localized(area, 'name', language) : '';
  const served = restaurant.offers_delivery !== false && terms.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="delivery-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="delivery-title">
          {area ? t('areas.deliveryTo', { area: areaName }) : t('areas.label')}
        </Title>
        {!area ? (
          <Text size="sm" c="dimmed">
            {t('areas.chooseForTerms')}
          </Text>
        ) : terms.isPending ? (
          <Skeleton h={22} w="70%" />
        ) : terms.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {terms.error.message}
          </Text>
        ) : served ? (
          <DeliveryFacts delivery={served} />
        ) : (
          <Stack gap={4} data-testid="not-served">
            <Group gap={6} wrap="nowrap">
              <IconMapPinOff size={18} aria-hidden />
              <Text fw={600}>{t('areas.notServed', { area: areaName })}</Text>
            </Group>
            {restaurant.offers_pickup ? (
              <Group gap={6} wrap="nowrap">
                <IconShoppingBag size={18} aria-hidden />
                <Text size="sm">{t('areas.pickupAvailable')}</Text>
              </Group>
            ) : null}
          </Stack>
        )}
        {restaurant.offers_pickup && served ? (
          <Text size="sm" c="dimmed">
            {t('areas.pickupAvailable')}
          </Text>
        ) : null}
        <AreaSelect size="sm" />
      </Stack>
    </Paper>
  );
}
