import { DISPLAY, localized } from '@dishcraft/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconClock, IconLeaf } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Meal } from '../../lib/types';
import { FoodCard } from '../../ui/FoodCard';
import { Price } from '../../ui/Price';
import { RatingStars } from '../../ui/RatingStars';
import { truncate } from '../../ui/truncate';
import { useLanguage } from '../../lib/language';
import { HeartButton } from '../favourites';

/**
 * A meal in a grid (customer spec §2 All meals): image, category, cut description, price,
 * ingredient count, preparation time, rating and View Details; dimmed when it cannot be made.
 * Memoised: the list re-renders as its filters change, and a card whose meal and state did not change need not.
 */
export const MealCard = memo(function MealCard({
  meal,
  unavailable = false,
  cut = DISPLAY.mealCardCut,
  titleOrder = 2,
  eagerImage = false,
}: {
  meal: Meal;
  unavailable?: boolean;
  cut?: number;
  titleOrder?: 2 | 3;
  eagerImage?: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(meal, 'name', language);
  const category = localized(meal, 'category_name', language);
  const count = meal.meal_ingredients.length;
  return (
    <FoodCard
      testId="meal-card"
      eagerImage={eagerImage}
      image={meal.image}
      imageAlt={name}
      title={name}
      titleOrder={titleOrder}
      imageBadge={
        category ? (
          <Badge variant="white" color="dark">
            {category}
          </Badge>
        ) : undefined
      }
      unavailableLabel={unavailable ? t('browse.unavailable') : null}
      meta={
        <>
          <Text size="sm" c="dimmed">
            {localized(meal, 'restaurant_name', language)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="sm">{t('browse.minutes', { count: meal.preparation_time })}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconLeaf size={14} aria-hidden />
            <Text size="sm">{t('browse.meals.ingredients', { count })}</Text>
          </Group>
          <RatingStars rating={meal.avg_rating} count={meal.review_count} size={14} />
        </>
      }
      description={truncate(localized(meal, 'description', language), cut)}
      price={<Price value={meal.base_price} size="lg" accent />}
      action={
        <Group gap="xs" wrap="nowrap">
          <HeartButton kind="meal" id={meal.id} name={name} />
          <Button
            component={Link}
            to={`/meals/${meal.id}`}
            variant="light"
            aria-label={t('browse.viewDetailsOf', { name })}
          >
            {t('browse.viewDetails')}
          </Button>
        </Group>
      }
    />
  );
});
