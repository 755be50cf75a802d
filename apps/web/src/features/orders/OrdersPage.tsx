import { DISPLAY, type Language, localized } from '@dishcraft/contract';
import type { TFunction } from 'i18next';
import { Alert, Button, Card, Container, Group, ScrollArea, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconChevronRight, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FullOrder } from './types';
import { fulfilmentTitle } from './FulfilmentCard';
import { OrderAgain } from './OrderAgain';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { useOrders } from './api';
import { OrderItems } from '../../ui/OrderItems';
import { mirroredInRtl } from '../../ui/direction';
import { wrapAnywhere } from '../../ui/wrap';
import { formatDateTime, formatMoney, formatSoon } from '../../lib/format';
import { useLanguage } from '../../lib/language';

export function OrderCard({ order, headingOrder = 2 }: { order: FullOrder; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const items = <OrderItems items={order.items} />;
  return (
    <Card withBorder padding="lg" data-testid="order-card" component="article">
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={headingOrder} size="h4">
            {t('orders.order', { id: order.id })}
          </Title>
          <Text size="sm" c="dimmed" style={wrapAnywhere}>
            {t('orders.restaurantAndDate', {
              restaurant: localized(order, 'restaurant_name', language),
              date: formatDateTime(order.created_at),
            })}
          </Text>
        </div>
        <OrderStatusBadge status={order.status} fulfilment={order.fulfilment} size="lg" />
      </Group>
      <Text size="sm" mb="xs" data-testid="order-card-fulfilment" style={wrapAnywhere}>
        {orderSummaryLine(order, t, language)}
      </Text>
      {order.items.length > DISPLAY.cartScrollItems ? (
        <ScrollArea.Autosize mah={110} type="auto" offsetScrollbars data-testid="order-items-scroll">
          {items}
        </ScrollArea.Autosize>
      ) : (
        items
      )}
      <Group justify="space-between" mt="md" wrap="wrap" gap="xs">
        <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('orders.total', { amount: formatMoney(order.total_price) })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <OrderAgain order={order} size="xs" />
          <Button
            component={Link}
            to={`/orders/${order.id}`}
            variant="light"
            size="xs"
            rightSection={<IconChevronRight size={14} className={mirroredInRtl} />}
            aria-label={t('orders.viewDetailsOf', { id: order.id })}
          >
            {t('orders.viewDetails')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** "Delivery to Zamalek · Arrives around 14:35", "Pickup · Scheduled for …", or why it was cancelled by the system. */
function orderSummaryLine(order: FullOrder, t: TFunction, language: Language): string {
  const parts = [fulfilmentTitle(order, t, language)];
  if (order.cancelled_by === 'system') parts.push(t('orders.expiredTitle'));
  else if (order.scheduled_for && order.status === 'pending')
    parts.push(t('orders.scheduledFor', { when: formatDateTime(order.scheduled_for) }));
  else if (order.estimated_at && !['delivered', 'cancelled'].includes(order.status))
    parts.push(
      order.fulfilment === 'pickup'
        ? t('common.timeline.readyAround', { time: formatSoon(order.estimated_at) })
        : t('common.timeline.arrivesAround', { time: formatSoon(order.estimated_at) }),
    );
  return parts.join(t('orders.separator'));
}

export function OrderListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('orders.loadingOrders')}>
      {[0, 1, 2].map((i) => (
        <Card withBorder padding="lg" key={i}>
          <Group justify="space-between" mb="sm">
            <Stack gap={6}>
              <Skeleton height={18} width={120} />
              <Skeleton height={12} width={200} />
            </Stack>
            <Skeleton height={24} width={90} radius="xl" />
          </Group>
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="70%" mb="md" />
          <Skeleton height={16} width={100} />
        </Card>
      ))}
    </Stack>
  );
}

/** The customer's orders, newest first (shared by /orders and the profile's Order History tab). */
export function OrderList({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const orders = useOrders();
  const { t } = useTranslation();
  if (orders.isPending) return <OrderListSkeleton />;
  if (orders.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={t('orders.fetchFailed')} role="alert">
        {orders.error.message !== t('orders.fetchFailed') && <Text size="sm">{orders.error.message}</Text>}
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => orders.refetch()}>
          {t('orders.tryAgain')}
        </Button>
      </Alert>
    );
  if (orders.data.length === 0)
    return (
      <EmptyState
        order={headingOrder}
        icon={<IconReceipt size={28} />}
        title={t('orders.emptyTitle')}
        hint={t('orders.emptyHint')}
        action={
          <Button component={Link} to="/restaurants">
            {t('cart.browseRestaurants')}
          </Button>
        }
      />
    );
  return (
    <Stack gap="md">
      {orders.data.map((order) => (
        <OrderCard key={order.id} order={order} headingOrder={headingOrder} />
      ))}
    </Stack>
  );
}

/** /orders (customer spec §2 Order History). */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.documentTitle'));
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('orders.title')}
      </Title>
      <OrderList />
    </Container>
  );
}
