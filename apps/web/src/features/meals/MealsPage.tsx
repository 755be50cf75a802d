import { DISPLAY, localized } from '@dishcraft/contract';
import {
  Button,
  Container,
  Group,
  NumberInput,
  Pagination,
  Paper,
  RangeSlider,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCategory, IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api';
import type { Meal } from '../../lib/types';
import { CardGridSkeleton } from '../../ui/CardGridSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { HydratesApart } from '../../ui/HydratesApart';
import { RetryAlert } from '../../ui/RetryAlert';
import { type MealFilters, PAGE_SIZE, useCategories, useMealsPage, useOutOfStock } from './api';
import { MealCard } from './MealCard';
import { useSearchState } from '../../lib/searchState';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';

const PRICE_MAX = DISPLAY.priceFilterMax;
const ALL = 'all';
/** Cards whose pictures load at once: the first row on a desktop, the first screen on a phone. */
const EAGER_CARDS = 3;

const intParam = (value: string | null, fallback: number, min: number, max: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

/** A meal of the list, dimmed when it is off or its stock check says it cannot be made. */
function ListedMealCard({ meal, eagerImage }: { meal: Meal; eagerImage: boolean }) {
  const outOfStock = useOutOfStock(meal.id);
  return <MealCard meal={meal} unavailable={!meal.is_available || outOfStock} eagerImage={eagerImage} />;
}

/** /meals, 'Explore Our Meals': name search, category and price range, a page at a time (customer spec §2). */
export function MealsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, update] = useSearchState();
  const page = intParam(params.get('page'), 1, 1, 100_000);
  const category = params.get('category') ?? ALL;
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [price, setPrice] = useState<[number, number]>([
    intParam(params.get('min'), 0, 0, PRICE_MAX),
    intParam(params.get('max'), PRICE_MAX, 0, PRICE_MAX),
  ]);
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const [debouncedPrice] = useDebouncedValue(price, 300);

  // the debounced text and range go into the address, so Back and reload keep them
  useEffect(() => {
    const q = debouncedSearch.trim();
    const [min, max] = debouncedPrice;
    const current = [params.get('q') ?? '', params.get('min') ?? '', params.get('max') ?? ''];
    const wanted = [q, min > 0 ? String(min) : '', max < PRICE_MAX ? String(max) : ''];
    if (current.join('|') !== wanted.join('|'))
      update({ q: wanted[0] ?? null, min: wanted[1] ?? null, max: wanted[2] ?? null });
  }, [debouncedSearch, debouncedPrice, params, update]);

  const filters: MealFilters = useMemo(
    () => ({
      search: params.get('q') ?? '',
      category: category === ALL ? null : Number(category),
      minPrice: intParam(params.get('min'), 0, 0, PRICE_MAX),
      maxPrice: intParam(params.get('max'), PRICE_MAX, 0, PRICE_MAX),
    }),
    [params, category],
  );
  // The list renders in a deferred (interruptible) pass when its page arrives: a dozen cards at once were one long
  // task that kept a phone from answering input (issue #8, Lighthouse total blocking time).
  const meals = useDeferredValue(useMealsPage(filters, page));
  const categories = useCategories();
  const list = meals.data?.results ?? [];
  const totalPages = Math.max(1, Math.ceil((meals.data?.count ?? 0) / PAGE_SIZE));

  // a page past the end (e.g. after a filter shrank the list) goes back to the first one
  const pastEnd = (meals.error as ApiError | null)?.status === 404 && page > 1;
  useEffect(() => {
    if (pastEnd) update({});
  }, [pastEnd, update]);

  const filtered =
    !!filters.search || filters.category !== null || filters.minPrice > 0 || filters.maxPrice < PRICE_MAX;
  const clear = () => {
    setSearch('');
    setPrice([0, PRICE_MAX]);
    update({ q: null, category: null, min: null, max: null });
  };

  return (
    <Container size={1200} py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('browse.meals.title')}</Title>
          <Text c="dimmed">{t('browse.meals.intro')}</Text>
        </div>

        <Paper shadow="sm" radius="md" p="md" component="section" aria-label={t('browse.meals.filters')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput
              label={t('browse.meals.searchLabel')}
              placeholder={t('browse.meals.searchPlaceholder')}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
            />
            <Select
              label={t('browse.meals.category')}
              leftSection={<IconCategory size={16} aria-hidden />}
              data={[
                { value: ALL, label: t('browse.meals.allCategories') },
                ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: localized(c, 'name', language) })),
              ]}
              value={category}
              onChange={(value) => update({ category: value && value !== ALL ? value : null })}
              allowDeselect={false}
              error={categories.isError ? t('browse.meals.categoriesFailed') : undefined}
            />
            <Stack gap={6}>
              <Text size="sm" fw={500} id="price-range-label">
                {t('browse.meals.priceRange')}
              </Text>
              <RangeSlider
                min={0}
                max={PRICE_MAX}
                step={5}
                minRange={0}
                value={price}
                onChange={setPrice}
                thumbFromLabel={t('browse.meals.minPrice')}
                thumbToLabel={t('browse.meals.maxPrice')}
                label={(v) => formatMoney(v)}
                mt={4}
              />
              <Group grow gap="xs">
                <NumberInput
                  aria-label={t('browse.meals.minPrice')}
                  size="xs"
                  min={0}
                  max={price[1]}
                  allowNegative={false}
                  decimalScale={0}
                  value={price[0]}
                  onChange={(v) => setPrice([Math.min(Number(v) || 0, price[1]), price[1]])}
                />
                <NumberInput
                  aria-label={t('browse.meals.maxPrice')}
                  size="xs"
                  min={price[0]}
                  max={PRICE_MAX}
                  allowNegative={false}
                  decimalScale={0}
                  value={price[1]}
                  onChange={(v) => setPrice([price[0], Math.min(PRICE_MAX, Math.max(Number(v) || 0, price[0]))])}
                />
              </Group>
            </Stack>
          </SimpleGrid>
        </Paper>

        {meals.isPending || pastEnd ? (
          <CardGridSkeleton count={6} />
        ) : meals.isError ? (
          <RetryAlert title={t('browse.meals.failed')} message={meals.error.message} onRetry={() => meals.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            icon={<IconToolsKitchen2 size={28} />}
            title={t('browse.meals.empty')}
            hint={filtered ? t('browse.meals.emptyFilteredHint') : t('browse.meals.emptyHint')}
            action={
              filtered ? (
                <Button variant="light" onClick={clear}>
                  {t('browse.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <Stack gap="md" style={{ opacity: meals.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="meal-count">
              {t('browse.meals.count', { count: meals.data.count })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {list.map((meal, index) => (
                <HydratesApart key={meal.id}>
                  <ListedMealCard meal={meal} eagerImage={index < EAGER_CARDS} />
                </HydratesApart>
              ))}
            </SimpleGrid>
            {totalPages > 1 && (
              <Group justify="center" mt="md">
                <Pagination
                  total={totalPages}
                  value={page}
                  onChange={(next) => {
                    update({ page: next > 1 ? String(next) : null });
                    window.scrollTo({ top: 0, behavior: 'smooth' });
                  }}
                  getControlProps={(control) => ({ 'aria-label': t(`browse.meals.pageControl.${control}`) })}
                  getItemProps={(n) => ({ 'aria-label': t('browse.meals.page', { page: n }) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
