import { ORDER_STATUS_LABELS, type OrderStatus } from '@dishcraft/contract';
import { Badge, type BadgeProps } from '@mantine/core';
import { STATUS_COLORS } from './orderStatusColors';

/** An order's status as a coloured badge that always carries its text (UI.md: colour is never the only signal). */
export function OrderStatusBadge({ status, ...props }: { status: OrderStatus } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} data-status={status} {...props}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
