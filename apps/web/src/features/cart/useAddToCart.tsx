import { localized } from '@dishcraft/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import { openConfirmModal } from '../../ui/confirm';
import { type CartItemInput, cartStore, useCart } from './store';

/**
 * Adds to the cart, asking first when the cart holds another restaurant's meals (one restaurant per cart, customer
 * spec §3): the customer keeps that cart or replaces it, as delivery apps ask, instead of losing it unawares.
 * `onAdded` runs once the meal is in; it does not run when the customer keeps the old cart.
 */
export function useAddToCart(): (input: CartItemInput, onAdded?: () => void) => void {
  const cart = useCart();
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (input, onAdded) => {
    // the store's state now, not this render's: another tab may have changed the cart since
    const current = cartStore().getSnapshot();
    const replacing = current.items.length > 0 && current.restaurantId !== input.restaurant.id;
    const add = () => {
      // emptied first, as the customer chose, so the store does not also warn that it switched restaurants
      if (replacing) cart.clear();
      cart.addItem(input);
      onAdded?.();
    };
    if (!replacing) return add();
    const from = current.items[0] ? localized(current.items[0].restaurant, 'name', language) : '';
    const next = localized(input.restaurant, 'name', language);
    openConfirmModal({
      title: t('cart.replaceTitle'),
      children: <Text size="sm">{t('cart.replaceBody', { current: from, next })}</Text>,
      labels: { confirm: t('cart.replaceConfirm'), cancel: t('cart.replaceCancel', { restaurant: from }) },
      onConfirm: add,
    });
  };
}
