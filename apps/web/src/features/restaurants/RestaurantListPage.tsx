import { Alert, Button, Container, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingStore, IconMapPin, IconMapPinOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localized } from '@dishcraft/contract';
import type { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/language';
import { AreaSelect, useChosenArea } from '../areas';
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
  const [area, setArea] = useChosenArea();
  const restaurants = useRestaurants(area?.id ?? null);
  const { language } = useLanguage();
  const areaName = area ? localized(area, 'name', language) : '';

  // An area this server does not know (a choice kept from elsewhere) is forgotten: the list is every restaurant's.
  const unknownArea = (restaurants.error as ApiError | null)?.status === 400;
  useEffect(() => {
    if (unknownArea) setArea(null);
  }, [unknownArea, setArea]);

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
          <Text c="dimmed">{area ? t('areas.deliveringTo', { area: areaName }) : t('browse.restaurants.intro')}</Text>
        </div>
        <Group align="end" gap="md" grow preventGrowOverflow={false} wrap="wrap">
          <AreaSelect miw={220} />
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

        {!area && (
          <Alert variant="light" color="tomato" icon={<IconMapPin aria-hidden />} data-testid="area-prompt">
            {t('areas.prompt')}
          </Alert>
        )}

        {restaurants.isPending ? (
          <CardGridSkeleton count={6} />
        ) : restaurants.isError ? (
          <RetryAlert
            title={t('browse.restaurants.failed')}
            message={restaurants.error.message}
            onRetry={() => restaurants.refetch()}
          />
        ) : area && list.length === 0 ? (
          <EmptyState
            icon={<IconMapPinOff size={28} />}
            title={t('areas.emptyTitle', { area: areaName })}
            hint={t('areas.emptyHint')}
            action={
              <Button variant="light" onClick={() => setArea(null)}>
                {t('areas.anyArea')}
              </Button>
            }
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
