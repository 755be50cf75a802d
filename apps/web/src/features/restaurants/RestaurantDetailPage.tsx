import { type Language, localized } from '@dishcraft/contract';
import {
  Anchor,
  Badge,
  AspectRatio,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconChefHat,
  IconClock,
  IconMapPin,
  IconMessage,
  IconPhone,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ApiError } from '../../lib/api';
import { compareText } from '../../lib/compareText';
import type { Meal } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { HydratesApart } from '../../ui/HydratesApart';
import { CoverBanner } from '../../ui/CoverBanner';
import { FoodImage } from '../../ui/FoodImage';
import { RatingStars } from '../../ui/RatingStars';
import { RetryAlert } from '../../ui/RetryAlert';
import { useRestaurant, useRestaurantIngredients, useRestaurantMeals } from './api';
import { IngredientList } from './IngredientList';
import { MenuMealRow } from './MenuMealRow';
import { OpenBadge } from './OpenBadge';
import { formatCount, formatOpeningHours } from '../../lib/format';
import type { AreaRestaurant } from './api';
import { notTakingOrders } from '../../lib/openState';
import { RestaurantDelivery } from './RestaurantDelivery';
import { RestaurantHours } from './RestaurantHours';
import { HeartButton } from '../favourites';
import { useLanguage } from '../../lib/language';

/**
 * Meals grouped by category name in the page's language, those without one (null, shown as 'Uncategorized') last
 * (customer spec §2).
 */
export function groupByCategory(meals: Meal[], language: Language): [string | null, Meal[]][] {
  const groups = new Map<string | null, Meal[]>();
  for (const meal of meals) {
    const name = localized(meal, 'category_name', language).trim() || null;
    groups.set(name, [...(groups.get(name) ?? []), meal]);
  }
  return [...groups.entries()].sort(([a], [b]) => {
    if (a === null) return 1;
    if (b === null) return -1;
    return compareText(a, b);
  });
}

/** Today's periods (this browser's weekday), else the old single pair a server without weekly hours answers. */
function todayHours(r: AreaRestaurant, closedAllDay: string): string {
  const today = new Date().getDay();
  const periods = (r.opening_hours ?? []).filter((p) => p.weekday === today);
  if (!r.opening_hours) return formatOpeningHours(r.opening_time, r.closing_time);
  if (periods.length === 0) return closedAllDay;
  return periods
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((p) => formatOpeningHours(p.opens, p.closes))
    .join(', ');
}

// The reviews tab's code (the review form with its validation, tooltips, relative dates) loads when the tab opens:
// most visits read the menu, and it was over half of this screen's JavaScript.
const Reviews = lazy(() => import('../reviews').then((m) => ({ default: m.Reviews })));

const TABS = ['menu', 'custom', 'reviews'] as const;
type Tab = (typeof TABS)[number];

/** The logo's size at every width: one size, so the picture's width and height attributes are what shows. */
const LOGO_PX = 128;
/** The logo rides half over the cover, ringed in the page's colour, as marketplaces show a restaurant. */
const LOGO_BOX = {
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  marginTop: -LOGO_PX / 2,
  border: '4px solid var(--mantine-color-body)',
  position: 'relative',
} as const;
/** The header's padding; the cover spans it edge to edge. */
const HEADER_PAD = { base: 'md', sm: 'xl' };
const BLEED = { base: '-md', sm: '-xl' };

/*
 * The panels sit beside Mantine's Tabs, not inside it. Tabs renders again right after it mounts (its useId sets a
 * random id in a layout effect, a synchronous update), and a context change above content the browser has not yet
 * hydrated makes React hydrate all of that content at once: inside Tabs, the menu's rows (each hydrating apart) were
 * hydrated in one task of ~200 ms at Lighthouse's 4x CPU (issue #8). The ids follow Mantine's for Tabs with `id`.
 */
const TABS_ID = 'restaurant';
const tabId = (tab: Tab) => `${TABS_ID}-tab-${tab}`;
const panelId = (tab: Tab) => `${TABS_ID}-panel-${tab}`;

/** The shown tab's panel, labelled by its tab. */
function TabPanel({ value, shown, children }: { value: Tab; shown: Tab; children: ReactNode }) {
  if (value !== shown) return null;
  return (
    <Box role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} pt="lg">
      {children}
    </Box>
  );
}

export function RestaurantDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'menu';
  const restaurant = useRestaurant(id);
  // The menu renders in a deferred (interruptible) pass when it arrives, not as one long task (see MealsPage).
  const meals = useDeferredValue(useRestaurantMeals(id));
  const ingredients = useRestaurantIngredients(id, tab === 'custom');
  const groups = useMemo(() => groupByCategory(meals.data ?? [], language), [meals.data, language]);
  const controls = (value: Tab) => (value === tab ? panelId(value) : undefined);

  const notFound = !Number.isInteger(id) || id <= 0 || (restaurant.error as ApiError | null)?.status === 404;
  if (notFound)
    return (
      <Container size={1200} py="xl">
        <EmptyState
          order={1}
          icon={<IconBuildingStore size={28} />}
          title={t('browse.restaurant.notFound')}
          hint={t('browse.restaurant.notFoundHint')}
          action={
            <Button component={Link} to="/restaurants">
              {t('browse.restaurant.browse')}
            </Button>
          }
        />
      </Container>
    );

  if (restaurant.isError)
    return (
      <Container size={1200} py="xl">
        <Title order={1} mb="md">
          {t('browse.restaurant.heading')}
        </Title>
        <RetryAlert
          title={t('browse.restaurant.failed')}
          message={restaurant.error.message}
          onRetry={() => restaurant.refetch()}
        />
      </Container>
    );

  const r: AreaRestaurant | undefined = restaurant.data;
  const name = r ? localized(r, 'name', language) : '';
  const closed = notTakingOrders(r, t);
  const busy = r?.busy_extra_minutes ?? 0;
  return (
    <Container size={1200} py="xl">
      <Stack gap="lg">
        <nav aria-label={t('browse.breadcrumb')}>
          <Breadcrumbs>
            <Anchor component={Link} to="/restaurants">
              {t('browse.restaurants.title')}
            </Anchor>
            <Text c="dimmed">{r ? name : t('browse.loading')}</Text>
          </Breadcrumbs>
        </nav>

        <Paper shadow="sm" radius="md" p={HEADER_PAD} style={{ overflow: 'hidden' }}>
          <Box mx={BLEED} mt={BLEED}>
            <CoverBanner src={r?.cover} alt={r ? t('browse.restaurant.coverAlt', { name }) : ''} eager />
          </Box>
          {!r ? (
            // The same boxes as the loaded header below, so the tabs do not jump down when it arrives.
            <Group
              align="start"
              gap="lg"
              wrap="wrap"
              role="status"
              aria-busy="true"
              aria-label={t('browse.restaurant.loading')}
            >
              <Box w={LOGO_PX} style={LOGO_BOX}>
                <AspectRatio ratio={1}>
                  <Skeleton radius={1000} />
                </AspectRatio>
              </Box>
              <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
                <Skeleton h={40} w="60%" />
                <Skeleton h={20} w={140} />
                <Skeleton h={16} />
                <Skeleton h={16} />
                <Skeleton h={16} w="70%" />
                <Skeleton h={20} w="90%" />
                <Skeleton h={20} w="50%" />
              </Stack>
            </Group>
          ) : (
            <Group align="start" gap="lg" wrap="wrap">
              {/* A logo is round and square: shown whole, in a circle, never cut to the 4:3 of food pictures. */}
              <Box w={LOGO_PX} style={LOGO_BOX}>
                <FoodImage
                  src={r.logo}
                  alt={t('browse.restaurant.logoAlt', { name })}
                  width={LOGO_PX}
                  height={LOGO_PX}
                  ratio={1}
                  eager
                />
              </Box>
              <Stack gap="xs" style={{ flex: 1, minWidth: 240 }}>
                <Group gap="sm" align="center">
                  <Title order={1}>{name}</Title>
                  <HeartButton kind="restaurant" id={r.id} name={name} />
                  <OpenBadge open={r.is_open_now} size="lg" />
                  {closed && (
                    <Text fw={600} data-testid="next-opening">
                      {closed}
                    </Text>
                  )}
                  {busy > 0 && !closed ? (
                    <Badge color="yellow" variant="light" size="lg" data-testid="busy-notice">
                      {t('browse.restaurant.busy', { minutes: formatCount(busy) })}
                    </Badge>
                  ) : null}
                </Group>
                <RatingStars rating={r.avg_rating} count={r.review_count} />
                <Text>{localized(r, 'description', language)}</Text>
                <Group gap="lg" c="dimmed" fz="sm" wrap="wrap">
                  <Group gap={6} wrap="nowrap">
                    <IconMapPin size={16} aria-hidden />
                    <Text size="sm">{r.address}</Text>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconPhone size={16} aria-hidden />
                    <Anchor href={`tel:${r.phone_number.replace(/[^\d+]/g, '')}`} size="sm">
                      {r.phone_number}
                    </Anchor>
                  </Group>
                  <Group gap={6} wrap="nowrap">
                    <IconClock size={16} aria-hidden />
                    <Text size="sm">
                      <Text span inherit fw={600}>
                        {t('browse.restaurant.hours')}
                      </Text>{' '}
                      {todayHours(r, t('browse.restaurant.closedAllDay'))}
                    </Text>
                  </Group>
                </Group>
              </Stack>
            </Group>
          )}
        </Paper>

        {r ? (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <RestaurantDelivery restaurant={r} />
            {r.opening_hours ? <RestaurantHours hours={r.opening_hours} closures={r.closures ?? []} /> : null}
          </SimpleGrid>
        ) : null}

        <Tabs
          id={TABS_ID}
          value={tab}
          onChange={(value) => setParams(value && value !== 'menu' ? { tab: value } : {}, { replace: true })}
        >
          <Tabs.List>
            <Tabs.Tab
              value="menu"
              aria-controls={controls('menu')}
              leftSection={<IconToolsKitchen2 size={16} aria-hidden />}
            >
              {t('browse.restaurant.tabMenu')}
            </Tabs.Tab>
            <Tabs.Tab
              value="custom"
              aria-controls={controls('custom')}
              leftSection={<IconChefHat size={16} aria-hidden />}
            >
              {t('browse.restaurant.tabCustom')}
            </Tabs.Tab>
            <Tabs.Tab
              value="reviews"
              aria-controls={controls('reviews')}
              leftSection={<IconMessage size={16} aria-hidden />}
            >
              {t('browse.restaurant.tabReviews')}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>

        <TabPanel value="menu" shown={tab}>
          {meals.isPending ? (
            <Stack role="status" aria-busy="true" aria-label={t('browse.restaurant.loadingMenu')}>
              {Array.from({ length: 3 }, (_, i) => (
                // placeholders have no identity, so their index is the key
                <Skeleton key={i} h={120} radius="md" />
              ))}
            </Stack>
          ) : meals.isError ? (
            <RetryAlert title={meals.error.message} onRetry={() => meals.refetch()} />
          ) : groups.length === 0 ? (
            <EmptyState
              icon={<IconToolsKitchen2 size={28} />}
              title={t('browse.restaurant.noMenu')}
              hint={t('browse.restaurant.noMenuHint')}
              action={
                <Button variant="light" onClick={() => setParams({ tab: 'custom' }, { replace: true })}>
                  {t('browse.restaurant.tabCustom')}
                </Button>
              }
            />
          ) : (
            <Stack gap="xl">
              {groups.map(([category, list]) => (
                <Box
                  component="section"
                  key={category ?? ''}
                  aria-label={category ?? t('browse.restaurant.uncategorized')}
                >
                  <Title order={2} size="h3" mb="sm">
                    {category ?? t('browse.restaurant.uncategorized')}
                  </Title>
                  <Stack gap="sm">
                    {list.map((meal) => (
                      <HydratesApart key={meal.id}>
                        <MenuMealRow meal={meal} restaurantName={r?.name ?? ''} closed={closed} />
                      </HydratesApart>
                    ))}
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </TabPanel>

        <TabPanel value="custom" shown={tab}>
          <Stack gap="md">
            <Group justify="space-between" align="center" wrap="wrap">
              <div>
                <Title order={2} size="h3">
                  {t('browse.restaurant.buildTitle')}
                </Title>
                <Text c="dimmed" size="sm">
                  {t('browse.restaurant.buildHint')}
                </Text>
              </div>
              <Button component={Link} to={`/custom-meal/${id}`} leftSection={<IconChefHat size={18} aria-hidden />}>
                {t('browse.restaurant.tabCustom')}
              </Button>
            </Group>
            {ingredients.isError ? (
              <RetryAlert
                title={t('browse.ingredientsFailed')}
                message={ingredients.error.message}
                onRetry={() => ingredients.refetch()}
              />
            ) : (
              <IngredientList ingredients={ingredients.data} loading={ingredients.isPending} />
            )}
          </Stack>
        </TabPanel>

        <TabPanel value="reviews" shown={tab}>
          <Suspense
            fallback={
              <Stack role="status" aria-busy="true" aria-label={t('browse.restaurant.loadingReviews')}>
                <Skeleton h={160} radius="md" />
                <Skeleton h={120} radius="md" />
              </Stack>
            }
          >
            <Reviews kind="restaurant" targetId={id} />
          </Suspense>
        </TabPanel>
      </Stack>
    </Container>
  );
}
