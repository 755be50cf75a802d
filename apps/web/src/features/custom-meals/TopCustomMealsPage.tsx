import { DISPLAY, localized } from '@dishcraft/contract';
import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconTrophy } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CustomMeal } from '../../lib/types';
import { CardGridSkeleton } from '../../ui/CardGridSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { FoodCard } from '../../ui/FoodCard';
import { Price } from '../../ui/Price';
import { RatingStars } from '../../ui/RatingStars';
import { truncate } from '../../ui/truncate';
import { useTopCustomMeals } from './api';
import { CustomMealActions } from './CustomMealActions';
import { useLanguage } from '../../lib/language';

/** Gold, silver and bronze, light enough for dark text (autoContrast) in both schemes. */
const RANK_COLORS = ['yellow.4', 'gray.3', 'orange.3'];

function TopCard({ meal, rank }: { meal: CustomMeal; rank: number }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <FoodCard
      testId="top-meal-card"
      image={meal.image}
      imageAlt={meal.name}
      title={meal.name}
      titleOrder={2}
      href={`/meals/custom/${meal.id}`}
      imageBadge={
        <Badge
          size="lg"
          variant="filled"
          autoContrast
          color={RANK_COLORS[rank - 1] ?? 'dark'}
          leftSection={rank <= 3 ? <IconTrophy size={14} aria-hidden /> : undefined}
        >
          <Trans i18nKey="customMeals.top.rank" values={{ rank }} components={{ hidden: <VisuallyHidden /> }} />
        </Badge>
      }
      meta={
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('customMeals.top.byline', {
              user: meal.user_username,
              restaurant: localized(meal, 'restaurant_name', language),
            })}
          </Text>
          <RatingStars rating={meal.avg_rating} count={meal.review_count} />
        </Stack>
      }
      description={meal.description ? truncate(meal.description, DISPLAY.mealCardCut) : undefined}
      price={<Price value={meal.base_price} accent size="lg" />}
      action={<CustomMealActions meal={meal} />}
    />
  );
}

/** /top-custom-meals (customer spec §2 Top 10): readable by anyone, adding needs login. */
export function TopCustomMealsPage() {
  const { t } = useTranslation();
  const top = useTopCustomMeals();

  return (
    <Container py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('customMeals.top.heading')}</Title>
        <Text c="dimmed">{t('customMeals.top.intro')}</Text>
      </Stack>

      {top.isPending ? (
        <CardGridSkeleton count={3} />
      ) : top.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title={t('customMeals.top.failed')} role="alert">
          {top.error.message !== t('customMeals.top.failed') && <Text size="sm">{top.error.message}</Text>}
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => top.refetch()}>
            {t('customMeals.tryAgain')}
          </Button>
        </Alert>
      ) : top.data.length === 0 ? (
        <EmptyState
          icon={<IconTrophy size={28} />}
          title={t('customMeals.top.empty')}
          hint={t('customMeals.top.emptyHint')}
          action={
            <Button component={Link} to="/restaurants">
              {t('customMeals.top.browse')}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {top.data.map((meal, index) => (
            <TopCard key={meal.id} meal={meal} rank={index + 1} />
          ))}
        </SimpleGrid>
      )}

      <Paper withBorder p="lg" mt="xl" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Box>
            <Text fw={700}>{t('customMeals.top.ctaTitle')}</Text>
            <Text c="dimmed" size="sm">
              {t('customMeals.top.cta')}
            </Text>
          </Box>
          <Button component={Link} to="/restaurants">
            {t('customMeals.top.browse')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
