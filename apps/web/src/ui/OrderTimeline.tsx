import type { OrderStatus } from '@dishcraft/contract';
import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconChefHat, IconCircleDashed, IconPackage, IconTruckDelivery, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './orderStatusColors';
import { wrapAnywhere } from './wrap';

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
 * was placed and then cancelled, with the reason.
 */
export function OrderTimeline({
  status,
  cancellationReason,
}: {
  status: OrderStatus;
  cancellationReason?: string | null;
}) {
  const { t } = useTranslation();
  const cancelled = status === 'cancelled';
  const steps = cancelled ? STEPS.slice(0, 1) : STEPS;
  const active = cancelled ? 1 : STEPS.findIndex((s) => s.status === status);
  return (
    <Timeline
      active={active}
      bulletSize={26}
      lineWidth={2}
      color={STATUS_COLORS[status]}
      aria-label={t('common.timeline.progress', { status: t(`labels.orderStatus.${status}`) })}
      data-testid="order-timeline"
    >
      {steps.map((step, index) => (
        <Timeline.Item
          key={step.status}
          bullet={step.icon}
          aria-current={!cancelled && index === active ? 'step' : undefined}
          title={
            <Text fw={index === active ? 700 : 500} size="sm">
              {cancelled ? t('common.timeline.placed') : t(`labels.orderStatus.${step.status}`)}
            </Text>
          }
        >
          {!cancelled && (
            <Text c="dimmed" size="xs">
              {t(`common.timeline.hint.${step.status}`)}
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
          {cancellationReason ? (
            <Text c="dimmed" size="xs" style={wrapAnywhere}>
              {t('common.timeline.reason', { reason: cancellationReason })}
            </Text>
          ) : null}
        </Timeline.Item>
      )}
    </Timeline>
  );
}
