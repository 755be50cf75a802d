import { Button, Container, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardGridSkeleton } from '../../ui/CardGridSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { useRestaurants } from './api';
import { distinctLocations, filterRestaurants } from './filters';
import { RestaurantCard } from './RestaurantCard';

const ALL = 'all';

/** /restaurants: search by name or description and filter by location (customer spec §2). */
export function RestaurantListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = params.get('location') ?? ALL;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(search, 200);
  const restaurants = useRestaurants();

  useEffect(() => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (debounced.trim()) next.set('q', debounced.trim());
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [debounced, setParams]);

  const setLocation = (value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value && value !== ALL) next.set('location', value);
        else next.delete('location');
        return next;
      },
      { replace: true },
    );

  const list = useMemo(() => restaurants.data ?? [], [restaurants.data]);
  const locations = useMemo(() => distinctLocations(list), [list]);
  const shown = useMemo(
    () => filterRestaurants(list, debounced, location === ALL ? null : location),
    [list, debounced, location],
  );
  const filtered = !!debounced.trim() || location !== ALL;

  return (
    <Container size={1200} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('browse.restaurants.title')}</Title>
          <Text c="dimmed">{t('browse.restaurants.intro')}</Text>
        </div>
        <Group align="end" gap="md" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t('browse.restaurants.searchLabel')}
            placeholder={t('browse.restaurants.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            miw={220}
            type="search"
          />
          <Select
            label={t('browse.restaurants.location')}
            leftSection={<IconMapPin size={16} aria-hidden />}
            data={[
              { value: ALL, label: t('browse.restaurants.allLocations') },
              ...locations.map((l) => ({ value: l, label: l })),
            ]}
            value={location}
            onChange={(value) => setLocation(value)}
            allowDeselect={false}
            miw={200}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>

        {restaurants.isPending ? (
          <CardGridSkeleton count={6} />
        ) : restaurants.isError ? (
          <RetryAlert
            title={t('browse.restaurants.failed')}
            message={restaurants.error.message}
            onRetry={() => restaurants.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={<IconBuildingStore size={28} />}
            title={t('browse.restaurants.empty')}
            hint={filtered ? t('browse.restaurants.emptyFilteredHint') : t('browse.restaurants.emptyHint')}
            action={
              filtered ? (
                <Button
                  variant="light"
                  onClick={() => {
                    setSearch('');
                    setParams({}, { replace: true });
                  }}
                >
                  {t('browse.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('browse.restaurants.count', { count: shown.length })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {shown.map((r) => (
                <RestaurantCard key={r.id} restaurant={r} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
