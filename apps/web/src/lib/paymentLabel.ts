import type { TFunction } from 'i18next';

/** How an order is paid, in words: cash is "on delivery" only when it is delivered. */
export function paymentMethodLabel(
  t: TFunction,
  method: 'cash' | 'credit_card',
  fulfilment: 'delivery' | 'pickup' | null | undefined,
): string {
  return method === 'cash' && fulfilment === 'pickup' ? t('labels.cashAtPickup') : t(`labels.paymentMethod.${method}`);
}
