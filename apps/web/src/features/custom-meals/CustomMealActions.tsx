import { Button, Group, VisuallyHidden } from '@mantine/core';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth';
import type { CustomMeal } from '../../lib/types';
import { toast } from '../../ui/toast';
import { useAddToCart } from '../cart';
import { customMealCartItem } from './cart-item';

/** Adds one custom meal to the cart; visitors are told to log in (customer spec §6). */
export function useAddCustomMealToCart() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const addToCart = useAddToCart();
  return (meal: CustomMeal) => {
    if (status !== 'authenticated') {
      toast({ color: 'yellow', message: t('customMeals.loginToAdd') });
      return;
    }
    try {
      addToCart(customMealCartItem(meal), () =>
        toast({ color: 'green', message: t('browse.added', { name: meal.name }) }),
      );
    } catch (e) {
      toast({ color: 'red', message: (e as Error).message || t('customMeals.addFailed') });
    }
  };
}

/** A custom meal card's two actions: View Details and Add to Cart. */
export function CustomMealActions({ meal }: { meal: CustomMeal }) {
  const { t } = useTranslation();
  const add = useAddCustomMealToCart();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        component={Link}
        to={`/meals/custom/${meal.id}`}
        variant="light"
        size="xs"
        aria-label={t('browse.viewDetailsOf', { name: meal.name })}
      >
        {t('browse.viewDetails')}
      </Button>
      <Button size="xs" leftSection={<IconShoppingCartPlus size={14} aria-hidden />} onClick={() => add(meal)}>
        {/*
          The meal's name is read, not shown: the accessible name contains the visible label (WCAG 2.5.3).
          One inline span, so the button's flex label keeps the space around the hidden part.
        */}
        <span>
          <Trans
            i18nKey="browse.addToCart"
            values={{ name: meal.name }}
            components={{ hidden: <VisuallyHidden component="span" /> }}
          />
        </span>
      </Button>
    </Group>
  );
}
