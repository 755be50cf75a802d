import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Restaurant } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { isNoRestaurant, useMyRestaurant } from './api';
import { FormSkeleton } from '../../ui/FormShell';

/**
 * Renders `children` with the owner's restaurant once loaded; without one, says what to set up first
 * (owner/admin spec §6: "You need to set up your restaurant before adding meals.").
 */
export function RequireRestaurant({
  missingMessage,
  children,
}: {
  missingMessage: string;
  children: (restaurant: Restaurant) => ReactNode;
}) {
  const { t } = useTranslation();
  const restaurant = useMyRestaurant();
  if (restaurant.isLoading) return <FormSkeleton />;
  if (restaurant.data) return <>{children(restaurant.data)}</>;
  const missing = !restaurant.isError || isNoRestaurant(restaurant.error);
  return (
    <Alert color={missing ? 'yellow' : 'red'} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{missing ? missingMessage : errorText(restaurant.error, t('owner.restaurantNotFound'))}</Text>
        {missing ? (
          <Button component={Link} to="/create-restaurant" size="xs">
            {t('owner.createRestaurant')}
          </Button>
        ) : (
          <Button size="xs" variant="light" onClick={() => restaurant.refetch()}>
            {t('owner.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
