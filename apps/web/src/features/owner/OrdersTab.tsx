import { OWNER_MESSAGES } from '@dishcraft/contract';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconNote, IconReceiptOff, IconUser } from '@tabler/icons-react';
import type { Order } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { TimeAgo } from '../../ui/TimeAgo';
import { errorText } from '../../ui/errorText';
import { useOrders } from './api';
import { LoadFailure } from '../../ui/ManageList';
import { OrderItems } from '../../ui/OrderItems';
import { OrderStatusControl } from './OrderStatusControl';
import { formatMoney } from '../../lib/format';

function OrderCard({ order }: { order: Order }) {
  return (
    <Paper
      component="article"
      shadow="sm"
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      withBorder
      aria-labelledby={`order-${order.id}`}
      data-order={order.id}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Group gap="sm">
              <Title order={3} size="h4" id={`order-${order.id}`}>
                Order #{order.id}
              </Title>
              <OrderStatusBadge status={order.status} />
            </Group>
            <TimeAgo date={order.created_at} />
          </div>
          <Text fw={700} fz="lg" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(order.total_price)}
          </Text>
        </Group>
        <Stack gap={4}>
          <Group gap={6} wrap="nowrap">
            <IconUser size={16} aria-hidden />
            <Text size="sm">
              <Text span fw={600}>
                Customer:
              </Text>{' '}
              {order.user_username || 'Anonymous'}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">
              <Text span fw={600}>
                Delivery address:
              </Text>{' '}
              {order.delivery_address}
            </Text>
          </Group>
          {order.delivery_notes && (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconNote size={16} aria-hidden />
              <Text size="sm">
                <Text span fw={600}>
                  Notes:
                </Text>{' '}
                {order.delivery_notes}
              </Text>
            </Group>
          )}
          {order.cancellation_reason && (
            <Text size="sm" c="red">
              Cancellation reason: {order.cancellation_reason}
            </Text>
          )}
        </Stack>
        <OrderItems items={order.items} view="table" />
        <OrderStatusControl order={order} />
      </Stack>
    </Paper>
  );
}

/** Orders tab (owner/admin spec §2): the restaurant's orders, newest first, refreshed live. */
export function OrdersTab() {
  const orders = useOrders();
  if (orders.isLoading)
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading orders">
        {[1, 2].map((i) => (
          <Skeleton key={i} h={220} radius="md" />
        ))}
      </Stack>
    );
  if (orders.isError)
    return (
      <LoadFailure
        title="Orders could not be loaded"
        message={errorText(orders.error, OWNER_MESSAGES.fetchOrdersFailed)}
        onRetry={() => orders.refetch()}
      />
    );
  const list = orders.data ?? [];
  if (list.length === 0)
    return (
      <EmptyState
        icon={<IconReceiptOff />}
        title={OWNER_MESSAGES.noOrders}
        hint="New orders appear here by themselves as customers place them."
        action={
          <Button variant="light" onClick={() => orders.refetch()} loading={orders.isFetching}>
            Check for new orders
          </Button>
        }
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.length} {list.length === 1 ? 'order' : 'orders'}; new orders appear automatically.
      </Text>
      {list.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
