import { DISPLAY, localized } from '@dishcraft/contract';
import { Box, Button, Group, Image, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DeliveryFacts } from '../areas';
import { HeartButton } from '../favourites';
import type { AreaRestaurant } from './api';
import { FoodCard } from '../../ui/FoodCard';
import { mediaSrcSet } from '../../ui/mediaSrcSet';
import { RatingStars } from '../../ui/RatingStars';
import { truncate } from '../../ui/truncate';
import { OpenBadge } from './OpenBadge';
import { useLanguage } from '../../lib/language';
import { useTranslation } from 'react-i18next';

const LOGO_SIZE = 56;

/** The logo as a round badge on the cover's corner, as marketplaces show it. */
function LogoBadge({ src, name }: { src: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Box
      w={LOGO_SIZE}
      h={LOGO_SIZE}
      bg="white"
      p={3}
      style={{ borderRadius: '50%', boxShadow: 'var(--mantine-shadow-md)' }}
    >
      <Image
        src={src}
        srcSet={mediaSrcSet(src)}
        sizes={`${LOGO_SIZE}px`}
        alt={t('browse.restaurant.logoAlt', { name })}
        width={LOGO_SIZE - 6}
        height={LOGO_SIZE - 6}
        radius="50%"
        loading="lazy"
        decoding="async"
        fit="cover"
      />
    </Box>
  );
}

/**
 * A restaurant in a grid: its cover with the logo on it, Open/Closed, cuisine and rating, its delivery time, fee and
 * minimum order for the chosen area (when one is), address and a cut description.
 */
export function RestaurantCard({
  restaurant,
  cut = DISPLAY.restaurantCardCut,
  titleOrder = 2,
}: {
  restaurant: AreaRestaurant;
  cut?: number;
  titleOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(restaurant, 'name', language);
  const href = `/restaurants/${restaurant.id}`;
  return (
    <FoodCard
      testId="restaurant-card"
      image={restaurant.cover}
      imageAlt={t('browse.restaurant.coverAlt', { name })}
      imageRatio={16 / 9}
      title={name}
      titleOrder={titleOrder}
      imageBadge={<OpenBadge open={restaurant.is_open_now} />}
      imageCorner={restaurant.logo ? <LogoBadge src={restaurant.logo} name={name} /> : undefined}
      meta={
        <>
          {restaurant.cuisine && (
            <Text size="sm" fw={600} c="var(--mantine-color-text)">
              {restaurant.cuisine}
            </Text>
          )}
          <RatingStars rating={restaurant.avg_rating} count={restaurant.review_count} size={14} />
          {restaurant.delivery ? <DeliveryFacts delivery={restaurant.delivery} /> : null}
          <Group gap={4} wrap="nowrap" w="100%">
            <IconMapPin size={14} aria-hidden />
            <Text size="sm" c="dimmed" lineClamp={1}>
              {restaurant.address}
            </Text>
          </Group>
        </>
      }
      description={truncate(localized(restaurant, 'description', language), cut)}
      action={
        <Group gap="xs" wrap="nowrap" ms="auto">
          <HeartButton kind="restaurant" id={restaurant.id} name={name} />
          <Button component={Link} to={href} variant="light" aria-label={t('browse.restaurant.viewMenuOf', { name })}>
            {t('browse.restaurant.viewMenu')}
          </Button>
        </Group>
      }
    />
  );
}
