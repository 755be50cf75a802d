import { BROWSE_MESSAGES, DISPLAY } from '@dishcraft/contract';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconClock, IconLeaf } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Meal } from '../../lib/types';
import { FoodCard } from '../../ui/FoodCard';
import { Price } from '../../ui/Price';
import { RatingStars } from '../../ui/RatingStars';
import { truncate } from '../../ui/truncate';

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
  const count = meal.meal_ingredients.length;
  return (
    <FoodCard
      testId="meal-card"
      eagerImage={eagerImage}
      image={meal.image}
      imageAlt={meal.name}
      title={meal.name}
      titleOrder={titleOrder}
      imageBadge={
        meal.category_name ? (
          <Badge variant="white" color="dark">
            {meal.category_name}
          </Badge>
        ) : undefined
      }
      unavailableLabel={unavailable ? BROWSE_MESSAGES.unavailable : null}
      meta={
        <>
          <Text size="sm" c="dimmed">
            {meal.restaurant_name}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="sm">{meal.preparation_time} min</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconLeaf size={14} aria-hidden />
            <Text size="sm">
              {count} {count === 1 ? 'ingredient' : 'ingredients'}
            </Text>
          </Group>
          <RatingStars rating={meal.avg_rating} count={meal.review_count} size={14} />
        </>
      }
      description={truncate(meal.description, cut)}
      price={<Price value={meal.base_price} size="lg" accent />}
      action={
        <Button component={Link} to={`/meals/${meal.id}`} variant="light" aria-label={`View details of ${meal.name}`}>
          View Details
        </Button>
      }
    />
  );
});
