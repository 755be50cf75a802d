import '@mantine/carousel/styles.css';
import { DISPLAY, localized, UI_TIMING } from '@dishcraft/contract';
import { Carousel } from '@mantine/carousel';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChefHat, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/language';
import { EmptyState } from '../../ui/EmptyState';
import { FoodCard } from '../../ui/FoodCard';
import { Price } from '../../ui/Price';
import { RatingStars } from '../../ui/RatingStars';
import { RetryAlert } from '../../ui/RetryAlert';
import { truncate } from '../../ui/truncate';
import { useTopRatedCustomMeals } from './api';

/**
 * Advances the carousel every 4 s (customer spec §9), pausing while the pointer or focus is inside,
 * when the user pauses it, and always under reduced motion.
 */
function useAutoplay(embla: EmblaCarouselType | null, running: boolean) {
  useEffect(() => {
    if (!embla || !running) return;
    const timer = window.setInterval(() => {
      if (embla.canScrollNext()) embla.scrollNext();
      else embla.scrollTo(0);
    }, UI_TIMING.carouselMs);
    return () => window.clearInterval(timer);
  }, [embla, running]);
}

/**
 * The community's top-rated custom meals on the home page. Mantine's carousel gives Embla the page's direction, so in
 * Arabic the first meal sits on the right and "next" moves leftwards, as a reader of Arabic expects.
 */
export function TopCustomMealsCarousel() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const top = useTopRatedCustomMeals();
  const reduceMotion = useReducedMotion();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const running = !reduceMotion && !paused && !hovered && !focused;
  useAutoplay(embla, running);

  const meals = top.data ?? [];
  return (
    <Box component="section" aria-labelledby="top-custom-title" data-testid="top-custom">
      <Group justify="space-between" align="end" mb="md" wrap="wrap">
        <div>
          <Title order={2} id="top-custom-title">
            {t('home.top.title')}
          </Title>
          <Text c="dimmed">{t('home.top.text')}</Text>
        </div>
        <Group gap="sm">
          {meals.length > 1 && !reduceMotion && (
            <Tooltip label={paused ? t('home.top.play') : t('home.top.pause')}>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? t('home.top.play') : t('home.top.pause')}
                aria-pressed={paused}
              >
                {paused ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
          <Anchor component={Link} to="/top-custom-meals" fw={600}>
            {t('home.top.seeTop10')}
          </Anchor>
        </Group>
      </Group>

      {top.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label={t('home.top.loading')}>
          <Skeleton h={320} radius="md" />
          <Skeleton h={320} radius="md" visibleFrom="sm" />
          <Skeleton h={320} radius="md" visibleFrom="md" />
        </SimpleGrid>
      ) : top.isError ? (
        <RetryAlert title={t('home.top.failed')} message={top.error.message} onRetry={() => top.refetch()} />
      ) : meals.length === 0 ? (
        <EmptyState
          order={3}
          icon={<IconChefHat size={28} />}
          title={t('home.top.empty')}
          hint={t('home.top.emptyHint')}
          action={
            <Button component={Link} to="/restaurants" variant="light">
              {t('home.top.browse')}
            </Button>
          }
        />
      ) : (
        <Box
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <Carousel
            slideSize={{ base: '100%', sm: '50%', md: '33.333333%' }}
            slideGap="md"
            emblaOptions={{ loop: true, align: 'start', dragThreshold: UI_TIMING.swipeThresholdPx }}
            getEmblaApi={setEmbla}
            withIndicators={meals.length > 1}
            withControls={meals.length > 1}
            getIndicatorProps={(index) => ({ 'aria-label': t('home.top.show', { number: index + 1 }) })}
            previousControlProps={{ 'aria-label': t('home.top.previous') }}
            nextControlProps={{ 'aria-label': t('home.top.next') }}
            aria-roledescription={t('home.top.roleCarousel')}
            aria-label={t('home.top.carousel')}
            pb={meals.length > 1 ? 'xl' : 0}
          >
            {meals.map((meal, index) => (
              <Carousel.Slide
                key={meal.id}
                aria-roledescription={t('home.top.roleSlide')}
                aria-label={t('home.top.slide', { number: index + 1, total: meals.length })}
              >
                <FoodCard
                  testId="top-custom-card"
                  image={meal.image}
                  imageAlt={meal.name}
                  title={meal.name}
                  imageBadge={
                    <Badge variant="filled" color="dark" size="lg">
                      {t('home.top.rank', { rank: index + 1 })}
                    </Badge>
                  }
                  meta={
                    <Stack gap={2}>
                      <Text size="sm" c="dimmed">
                        {t('home.top.by', {
                          user: meal.user_username,
                          restaurant: localized(meal, 'restaurant_name', language),
                        })}
                      </Text>
                      <RatingStars rating={meal.avg_rating} count={meal.review_count} size={14} />
                    </Stack>
                  }
                  description={truncate(meal.description, DISPLAY.mealCardCut)}
                  price={<Price value={meal.base_price} size="lg" accent />}
                  action={
                    <Button
                      component={Link}
                      to={`/meals/custom/${meal.id}`}
                      variant="light"
                      aria-label={t('home.top.viewDetailsOf', { name: meal.name })}
                    >
                      {t('home.top.viewDetails')}
                    </Button>
                  }
                />
              </Carousel.Slide>
            ))}
          </Carousel>
        </Box>
      )}
    </Box>
  );
}
