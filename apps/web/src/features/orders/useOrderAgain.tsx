import { localized, translator } from '@dishcraft/contract';
import { Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { useLanguage } from '../../lib/language';
import { activeLocale } from '../../lib/locale';
import type { Reorder } from '../../lib/types';
import { openConfirmModal, openModal } from '../../ui/confirm';
import { toast } from '../../ui/toast';
import { type CartItemInput, useCart } from '../cart';
import { OrderAgainReport, ORDER_AGAIN_MODAL } from './OrderAgainReport';

type Restaurant = NonNullable<Reorder['restaurant_details']>;

/** A line of the server's answer as the cart takes it: today's price, options and names (API.md §3.9). */
export function reorderCartItem(item: Reorder['items'][number], restaurant: Restaurant): CartItemInput {
  const common = {
    name: item.name,
    name_ar: item.name_ar,
    price: item.price,
    image: item.image,
    quantity: item.quantity,
    specialInstructions: item.special_instructions,
    restaurant,
  };
  return item.custom_meal !== null
    ? { ...common, type: 'custom', id: item.custom_meal, customMealId: item.custom_meal, ingredients: item.ingredients }
    : { ...common, type: 'regular', id: item.meal as number, options: item.option_details };
}

/**
 * Order again (issue #23): asks the server what of order `orderId` can be ordered now, puts those lines into the cart
 * (asking first when the cart holds another restaurant's meals, adding to it when it holds the same one's) and goes
 * to the cart. Lines that cannot be ordered, and lines with fewer left than ordered, are listed in a dialog over the
 * cart; when nothing can be ordered the dialog says so and the cart is left alone.
 */
export function useOrderAgain(orderId: number) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const cart = useCart();
  const navigate = useNavigate();
  const fetch = useMutation({
    mutationFn: () =>
      api<Reorder>(`/orders/orders/${orderId}/reorder/`, {
        auth: true,
        // the fallback reaches the toast as the error's message, in the page's language at request time
        fallback: translator(activeLocale().language)('orders.again.failed'),
      }),
  });

  const report = (answer: Reorder) => {
    if (answer.unavailable.length === 0 && !answer.items.some((i) => i.short)) return;
    openModal({
      modalId: ORDER_AGAIN_MODAL,
      title: answer.items.length
        ? answer.unavailable.length
          ? t('orders.again.unavailableTitle', { count: answer.unavailable.length })
          : t('orders.again.shortTitle')
        : t('orders.again.noneTitle'),
      // its own Close button is the one way out besides Escape, so a screen reader hears one
      withCloseButton: false,
      children: <OrderAgainReport answer={answer} />,
    });
  };

  const put = (answer: Reorder, restaurant: Restaurant, replacing: boolean) => {
    // emptied first, as the customer chose, so the store does not also warn that it switched restaurants
    if (replacing) cart.clear();
    for (const item of answer.items) cart.addItem(reorderCartItem(item, restaurant));
    void navigate('/cart');
    report(answer);
  };

  const start = () =>
    fetch.mutate(undefined, {
      onSuccess: (answer) => {
        const restaurant = answer.restaurant_details;
        if (!restaurant || answer.items.length === 0) return report(answer);
        const replacing = cart.items.length > 0 && cart.restaurantId !== restaurant.id;
        if (!replacing) return put(answer, restaurant, false);
        const current = cart.items[0] ? localized(cart.items[0].restaurant, 'name', language) : '';
        openConfirmModal({
          title: t('cart.replaceTitle'),
          children: (
            <Text size="sm">
              {t('orders.again.replaceBody', { current, next: localized(restaurant, 'name', language) })}
            </Text>
          ),
          labels: { confirm: t('cart.replaceConfirm'), cancel: t('cart.replaceCancel', { restaurant: current }) },
          onConfirm: () => put(answer, restaurant, true),
        });
      },
      onError: (error) => toast({ color: 'red', message: error.message }),
    });

  return { start, isPending: fetch.isPending };
}
