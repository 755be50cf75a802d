import { DISPLAY } from '@dishcraft/contract';
import { Anchor, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconChefHat, IconToolsKitchen2, IconTruckDelivery } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../ui/CardGridSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { useChosenArea } from '../areas';
import { MealCard, useFirstMeals } from '../meals';
import { RestaurantCard, useRestaurants } from '../restaurants';
import { featuredMeals, featuredRestaurants } from './featured';
import classes from './Home.module.css';
import hero1600 from './hero-1600.webp';
import hero800 from './hero-800.webp';
import { RandomMealPicker } from './RandomMealPicker';
import { WeatherRecommendation } from './WeatherRecommendation';

// The carousel closes the page, below the fold: its code (Embla, Mantine's carousel, the tooltip's floating-ui; about
// half of this screen's JavaScript) loads after the screen itself.
const TopCustomMealsCarousel = lazy(() =>
  import('./TopCustomMealsCarousel').then((m) => ({ default: m.TopCustomMealsCarousel })),
);

/** The three steps of "How it works", worded by `home.how.<name>`. */
const STEPS = [
  { icon: IconBuildingStore, name: 'pick' },
  { icon: IconChefHat, name: 'choose' },
  { icon: IconTruckDelivery, name: 'enjoy' },
] as const;

function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Group justify="space-between" align="end" mb="md">
        <Title order={2} id={id}>
          {title}
        </Title>
        {more && (
          <Anchor component={Link} to={more.to} fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Box>
  );
}

function FeaturedRestaurants() {
  const { t } = useTranslation();
  // With an area chosen, the featured restaurants are among those delivering there, with their terms.
  const [area] = useChosenArea();
  const restaurants = useRestaurants(area?.id ?? null);
  if (restaurants.isPending) return <CardGridSkeleton count={3} />;
  if (restaurants.isError)
    return (
      <RetryAlert
        title={t('home.featured.restaurantsFailed')}
        message={restaurants.error.message}
        onRetry={() => restaurants.refetch()}
      />
    );
  const list = featuredRestaurants(restaurants.data);
  if (list.length === 0)
    return <EmptyState order={3} icon={<IconBuildingStore size={28} />} title={t('home.featured.noRestaurants')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {list.map((r) => (
        <RestaurantCard key={r.id} restaurant={r} cut={DISPLAY.homeCardCut} titleOrder={3} />
      ))}
    </SimpleGrid>
  );
}

function FeaturedMeals() {
  const { t } = useTranslation();
  const meals = useFirstMeals(DISPLAY.featuredPool);
  if (meals.isPending) return <CardGridSkeleton count={3} />;
  if (meals.isError)
    return (
      <RetryAlert
        title={t('home.featured.mealsFailed')}
        message={meals.error.message}
        onRetry={() => meals.refetch()}
      />
    );
  const list = featuredMeals(meals.data);
  if (list.length === 0)
    return <EmptyState order={3} icon={<IconToolsKitchen2 size={28} />} title={t('home.featured.noMeals')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {list.map((m) => (
        <MealCard key={m.id} meal={m} unavailable={!m.is_available} cut={DISPLAY.homeCardCut} titleOrder={3} />
      ))}
    </SimpleGrid>
  );
}

/** / (customer spec §1 Home page contents). */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Container size={1200} py="xl">
      <Stack gap={48}>
        <Paper className={classes.hero} p={{ base: 'xl', sm: 48 }} shadow="sm" data-testid="home-hero">
          {/* The page's largest paint: fetched at once, sized by its box so it never moves the text. */}
          <img
            className={classes.heroImage}
            src={hero1600}
            srcSet={`${hero800} 800w, ${hero1600} 1600w`}
            sizes="(min-width: 75em) 1200px, 100vw"
            width={1600}
            height={600}
            alt={t('home.hero.imageAlt')}
            fetchPriority="high"
            loading="eager"
          />
          <Stack gap="md" maw={620} pos="relative">
            <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.1}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="gray.2">
              {t('home.hero.text')}
            </Text>
            <Group gap="sm" mt="sm">
              <Button component={Link} to="/restaurants" size="lg" variant="white" color="dark">
                {t('home.hero.orderNow')}
              </Button>
              <Button
                component={Link}
                to="/meals"
                size="lg"
                variant="outline"
                color="gray.0"
                styles={{ root: { color: 'var(--mantine-color-white)', borderColor: 'var(--mantine-color-white)' } }}
              >
                {t('home.hero.exploreMeals')}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Section id="how-title" title={t('home.how.title')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {STEPS.map((step, i) => (
              <Paper component="li" key={step.name} withBorder radius="md" p="lg">
                <Group gap="sm" mb="xs" wrap="nowrap">
                  <ThemeIcon size={44} radius="xl" variant="light" aria-hidden>
                    <step.icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4">
                    <Text span inherit c="dimmed" me={6}>
                      {t('home.how.step', { number: i + 1 })}
                    </Text>
                    {t(`home.how.${step.name}.title`)}
                  </Title>
                </Group>
                <Text c="dimmed">{t(`home.how.${step.name}.text`)}</Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>

        <Section
          id="featured-restaurants-title"
          title={t('home.featured.restaurants')}
          more={{ to: '/restaurants', label: t('home.featured.allRestaurants') }}
        >
          <FeaturedRestaurants />
        </Section>

        <Section
          id="featured-meals-title"
          title={t('home.featured.meals')}
          more={{ to: '/meals', label: t('home.featured.allMeals') }}
        >
          <FeaturedMeals />
        </Section>

        <RandomMealPicker />
        <WeatherRecommendation />
        <Suspense fallback={<CardGridSkeleton count={3} />}>
          <TopCustomMealsCarousel />
        </Suspense>
      </Stack>
    </Container>
  );
}
