import { localized } from '@dishcraft/contract';
import { Box, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock, IconShoppingCartPlus } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Meal } from '../../lib/types';
import { FoodImage } from '../../ui/FoodImage';
import { Price } from '../../ui/Price';
import { RatingStars } from '../../ui/RatingStars';
import { toast } from '../../ui/toast';
import { truncate } from '../../ui/truncate';
import { mealCartItem, useAddToCart } from '../cart';
import { OptionsChooser, useOutOfStock } from '../meals';
import { useLanguage } from '../../lib/language';
import { needsChoice } from '../../lib/mealOptions';

/**
 * One meal of a restaurant's menu, with its own stock check (useOutOfStock); Add to Cart puts one portion in the
 * cart at once (customer spec §2), or, for a meal that needs a choice (a size), opens the quick chooser (issue #22). While it cannot be ordered (the restaurant closed, `closed` says until when, or
 * the meal unavailable) the button stays "Add to Cart", disabled, with the reason beside it.
 */
export const MenuMealRow = memo(function MenuMealRow({
  meal,
  restaurantName,
  closed,
}: {
  meal: Meal;
  restaurantName: string;
  closed: string | null;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(meal, 'name', language);
  const outOfStock = useOutOfStock(meal.id);
  const reason = closed ?? (meal.is_available && !outOfStock ? null : t('browse.unavailable'));
  const reasonId = useId();
  const addToCart = useAddToCart();
  const choosing = needsChoice(meal);
  const [chooserOpen, setChooserOpen] = useState(false);
  const add = () => {
    if (choosing) return setChooserOpen(true);
    try {
      addToCart(mealCartItem(meal, { restaurantName }), () =>
        toast({ color: 'green', message: t('browse.added', { name }) }),
      );
    } catch {
      toast({ color: 'red', message: t('browse.addMealFailed') });
    }
  };
  return (
    <Card shadow="sm" padding="sm" radius="md" data-testid="menu-meal">
      <Group align="stretch" wrap="nowrap" gap="md">
        <Box w={{ base: 96, xs: 140 }} style={{ flexShrink: 0 }}>
          <FoodImage src={meal.image} alt={name} width={140} height={105} />
        </Box>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h5">
            <Text component={Link} to={`/meals/${meal.id}`} inherit c="inherit" td="none">
              {name}
            </Text>
          </Title>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {truncate(localized(meal, 'description', language), 140)}
          </Text>
          <Group gap="sm" c="dimmed" fz="sm">
            <Group gap={4} wrap="nowrap">
              <IconClock size={14} aria-hidden />
              <Text size="sm">{t('browse.minutes', { count: meal.preparation_time })}</Text>
            </Group>
            <RatingStars rating={meal.avg_rating} count={meal.review_count} size={14} />
          </Group>
          <Group justify="space-between" mt="auto" pt={4} gap="xs">
            <Price value={meal.base_price} size="lg" accent />
            <Group gap="xs" wrap="wrap" justify="flex-end">
              {reason && (
                <Text size="sm" c="dimmed" id={reasonId} data-testid="add-blocked">
                  {reason}
                </Text>
              )}
              <Button
                size="sm"
                leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
                onClick={add}
                disabled={reason !== null}
                aria-describedby={reason ? reasonId : undefined}
                aria-haspopup={choosing ? 'dialog' : undefined}
              >
                {/*
                  The meal's name is read, not shown: the accessible name contains the visible label (WCAG 2.5.3).
                  One inline span, so the button's flex label keeps the space around the hidden part.
                */}
                <span>
                  <Trans
                    i18nKey="browse.addToCart"
                    values={{ name }}
                    components={{ hidden: <VisuallyHidden component="span" /> }}
                  />
                </span>
              </Button>
            </Group>
          </Group>
        </Stack>
      </Group>
      {choosing && (
        <OptionsChooser
          meal={meal}
          restaurantName={restaurantName}
          opened={chooserOpen}
          onClose={() => setChooserOpen(false)}
        />
      )}
    </Card>
  );
});
