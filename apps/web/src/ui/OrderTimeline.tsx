import { ORDER_STATUS_LABELS, type OrderStatus } from '@dishcraft/contract';
import { Text, Timeline } from '@mantine/core';
import { IconCheck, IconChefHat, IconCircleDashed, IconPackage, IconTruckDelivery, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STATUS_COLORS } from './orderStatusColors';
import { wrapAnywhere } from './wrap';

const STEPS: { status: OrderStatus; icon: ReactNode; hint: string }[] = [
  { status: 'pending', icon: <IconCircleDashed size={14} />, hint: 'Waiting for the restaurant to accept' },
  { status: 'confirmed', icon: <IconCheck size={14} />, hint: 'The restaurant accepted the order' },
  { status: 'preparing', icon: <IconChefHat size={14} />, hint: 'The kitchen is cooking' },
  { status: 'ready', icon: <IconPackage size={14} />, hint: 'Ready to go out' },
  { status: 'delivered', icon: <IconTruckDelivery size={14} />, hint: 'Enjoy your meal!' },
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
  const cancelled = status === 'cancelled';
  const steps = cancelled ? STEPS.slice(0, 1) : STEPS;
  const active = cancelled ? 1 : STEPS.findIndex((s) => s.status === status);
  return (
    <Timeline
      active={active}
      bulletSize={26}
      lineWidth={2}
      color={STATUS_COLORS[status]}
      aria-label={`Order progress: ${ORDER_STATUS_LABELS[status]}`}
      data-testid="order-timeline"
    >
      {steps.map((step, index) => (
        <Timeline.Item
          key={step.status}
          bullet={step.icon}
          aria-current={!cancelled && index === active ? 'step' : undefined}
          title={
            <Text fw={index === active ? 700 : 500} size="sm">
              {cancelled ? 'Placed' : ORDER_STATUS_LABELS[step.status]}
            </Text>
          }
        >
          {!cancelled && (
            <Text c="dimmed" size="xs">
              {step.hint}
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
              {ORDER_STATUS_LABELS.cancelled}
            </Text>
          }
        >
          {cancellationReason ? (
            <Text c="dimmed" size="xs" style={wrapAnywhere}>
              Reason: {cancellationReason}
            </Text>
          ) : null}
        </Timeline.Item>
      )}
    </Timeline>
  );
}
