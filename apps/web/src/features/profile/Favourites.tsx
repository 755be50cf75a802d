import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../ui/CardGridSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { wrapAnywhere } from '../../ui/wrap';
import { useFavourites } from '../favourites';
import { MealCard } from '../meals';
import { RestaurantCard } from '../restaurants';

const GRID = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'lg', style: wrapAnywhere } as const;

/**
 * The profile's Favourites tab (issue #23): the hearted restaurants, then the hearted meals, newest first, as the
 * cards they are elsewhere, hearts included, so un-hearting one here takes it off the list at once.
 */
export function Favourites() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  if (favourites.isPending) return <CardGridSkeleton count={3} />;
  if (favourites.isError)
    return (
      <RetryAlert
        title={t('favourites.failed')}
        message={favourites.error.message}
        onRetry={() => favourites.refetch()}
      />
    );
  // A heart just given has no details until the server answers: it shows once it has them.
  const restaurants = favourites.data.flatMap((f) => f.restaurant_details ?? []);
  const meals = favourites.data.flatMap((f) => f.meal_details ?? []);
  if (!restaurants.length && !meals.length)
    return (
      <EmptyState
        icon={<IconHeart size={28} />}
        title={t('favourites.emptyTitle')}
        hint={t('favourites.emptyHint')}
        action={
          <Button component={Link} to="/restaurants">
            {t('favourites.browse')}
          </Button>
        }
      />
    );
  return (
    <Stack gap="xl" data-testid="favourites">
      {restaurants.length > 0 && (
        <section aria-labelledby="favourite-restaurants">
          <Title order={2} size="h3" mb="md" id="favourite-restaurants">
            {t('favourites.restaurants')}
          </Title>
          <SimpleGrid {...GRID}>
            {restaurants.map((r) => (
              <RestaurantCard key={r.id} restaurant={r} titleOrder={3} />
            ))}
          </SimpleGrid>
        </section>
      )}
      {meals.length > 0 && (
        <section aria-labelledby="favourite-meals">
          <Title order={2} size="h3" mb="md" id="favourite-meals">
            {t('favourites.meals')}
          </Title>
          <SimpleGrid {...GRID}>
            {meals.map((m) => (
              <MealCard key={m.id} meal={m} unavailable={!m.is_available} titleOrder={3} />
            ))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  );
}
