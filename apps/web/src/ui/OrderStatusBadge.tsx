import type { OrderStatus } from '@dishcraft/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './orderStatusColors';

/**
 * An order's status as a coloured badge that always carries its text (UI.md: colour is never the only signal). A
 * pickup order's end reads "Picked up" (issue #21: its status stays `delivered`).
 */
export function OrderStatusBadge({
  status,
  fulfilment,
  ...props
}: { status: OrderStatus; fulfilment?: 'delivery' | 'pickup' } & Omit<BadgeProps, 'color'>) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-status={status} {...props}>
      {fulfilment === 'pickup' && status === 'delivered'
        ? t('common.timeline.pickedUp')
        : t(`labels.orderStatus.${status}`)}
    </Badge>
  );
}
