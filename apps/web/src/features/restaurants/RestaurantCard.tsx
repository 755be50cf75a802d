import { DISPLAY } from '@dishcraft/contract';
import { Button, Group, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Restaurant } from '../../lib/types';
import { FoodCard } from '../../ui/FoodCard';
import { RatingStars } from '../../ui/RatingStars';
import { truncate } from '../../ui/truncate';
import { OpenBadge } from './OpenBadge';

/** A restaurant in a grid: logo, Open/Closed, address, rating and a cut description. */
export function RestaurantCard({
  restaurant,
  cut = DISPLAY.restaurantCardCut,
  titleOrder = 2,
}: {
  restaurant: Restaurant;
  cut?: number;
  titleOrder?: 2 | 3;
}) {
  const href = `/restaurants/${restaurant.id}`;
  return (
    <FoodCard
      testId="restaurant-card"
      image={restaurant.logo}
      imageAlt={`${restaurant.name} logo`}
      title={restaurant.name}
      titleOrder={titleOrder}
      imageBadge={<OpenBadge open={restaurant.is_open_now} />}
      meta={
        <>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {restaurant.address}
            </Text>
          </Group>
          <RatingStars rating={restaurant.avg_rating} count={restaurant.review_count} size={14} />
        </>
      }
      description={truncate(restaurant.description, cut)}
      action={
        <Button component={Link} to={href} variant="light" aria-label={`View menu of ${restaurant.name}`} ml="auto">
          View Menu
        </Button>
      }
    />
  );
}
