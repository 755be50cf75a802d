import type { OrderOut, OrderStatus } from '@dishcraft/contract';
import { Text, Timeline } from '@mantine/core';
import {
  IconBuildingStore,
  IconCheck,
  IconChefHat,
  IconCircleDashed,
  IconPackage,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSoon } from '../lib/format';
import { STATUS_COLORS } from './orderStatusColors';
import { wrapAnywhere } from './wrap';

/** What the timeline reads of an order: the customer's and the admin's order pages pass the whole OrderOut. */
type TimelineOrder = Pick<
  OrderOut,
  'status' | 'cancellation_reason' | 'fulfilment' | 'estimated_at' | 'cancelled_by'
> & {
  payment: Pick<OrderOut['payment'], 'payment_method'>;
};

/** The steps of an order's life; each one's hint is `common.timeline.hint.<status>`. */
const STEPS: { status: Exclude<OrderStatus, 'cancelled'>; icon: ReactNode }[] = [
  { status: 'pending', icon: <IconCircleDashed size={14} /> },
  { status: 'confirmed', icon: <IconCheck size={14} /> },
  { status: 'preparing', icon: <IconChefHat size={14} /> },
  { status: 'ready', icon: <IconPackage size={14} /> },
  { status: 'delivered', icon: <IconTruckDelivery size={14} /> },
];

/**
 * The lifecycle of an order (API.md §4.3) with the current step highlighted; a cancelled order shows that it
 * was placed and then cancelled, with the reason. A pickup order ends at "Picked up"; until then the last step says
 * when the order should arrive or be ready (issue #21). An order the restaurant did not accept in time says so.
 */
export function OrderTimeline({ order }: { order: TimelineOrder }) {
  const { status, fulfilment, cancelled_by: cancelledBy } = order;
  const cancellationReason = order.cancellation_reason;
  const estimatedAt = order.estimated_at;
  const paidByCard = order.payment.payment_method === 'credit_card';
  const { t } = useTranslation();
  const cancelled = status === 'cancelled';
  const pickup = fulfilment === 'pickup';
  const steps = cancelled ? STEPS.slice(0, 1) : STEPS;
  const active = cancelled ? 1 : STEPS.findIndex((s) => s.status === status);
  const label = (step: OrderStatus) =>
    pickup && step === 'delivered' ? t('common.timeline.pickedUp') : t(`labels.orderStatus.${step}`);
  // The promise stands on the step it is about until that step is reached: when a delivery arrives, when a pickup
  // is ready to collect.
  const promised: OrderStatus = pickup ? 'ready' : 'delivered';
  const promising = (step: OrderStatus, index: number) => step === promised && !!estimatedAt && index > active;
  const hint = (step: Exclude<OrderStatus, 'cancelled'>, index: number) => {
    if (promising(step, index))
      return pickup
        ? t('common.timeline.readyAround', { time: formatSoon(estimatedAt as string) })
        : t('common.timeline.arrivesAround', { time: formatSoon(estimatedAt as string) });
    if (pickup && (step === 'ready' || step === 'delivered')) return t(`common.timeline.pickupHint.${step}`);
    return t(`common.timeline.hint.${step}`);
  };
  return (
    <Timeline
      active={active}
      bulletSize={26}
      lineWidth={2}
      color={STATUS_COLORS[status]}
      aria-label={t('common.timeline.progress', { status: label(status) })}
      data-testid="order-timeline"
    >
      {steps.map((step, index) => (
        <Timeline.Item
          key={step.status}
          bullet={pickup && step.status === 'delivered' ? <IconBuildingStore size={14} /> : step.icon}
          aria-current={!cancelled && index === active ? 'step' : undefined}
          title={
            <Text fw={index === active ? 700 : 500} size="sm">
              {cancelled ? t('common.timeline.placed') : label(step.status)}
            </Text>
          }
        >
          {!cancelled && (
            <Text
              c={promising(step.status, index) ? undefined : 'dimmed'}
              fw={promising(step.status, index) ? 600 : undefined}
              size="xs"
              data-testid={step.status === promised ? 'order-eta' : undefined}
            >
              {hint(step.status, index)}
            </Text>
          )}
        </Timeline.Item>
      ))}
      {cancelled && (
        <Timeline.Item
          bullet={<IconX size={14} />}
          color={STATUS_COLORS.cancelled}
          aria-current="step"
          title={
            <Text fw={700} size="sm">
              {t('labels.orderStatus.cancelled')}
            </Text>
          }
        >
          {cancelledBy === 'system' ? (
            <Text c="dimmed" size="xs" data-testid="order-expired">
              {t('common.timeline.expired')}
              {paidByCard && ` ${t('common.timeline.refunded')}`}
            </Text>
          ) : cancellationReason ? (
            <Text c="dimmed" size="xs" style={wrapAnywhere}>
              {t('common.timeline.reason', { reason: cancellationReason })}
            </Text>
          ) : null}
        </Timeline.Item>
      )}
    </Timeline>
  );
}
