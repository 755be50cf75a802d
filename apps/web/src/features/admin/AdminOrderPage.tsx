import { ORDER_MESSAGES, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from '@dishcraft/contract';
import { Anchor, Badge, Container, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { OrderTimeline } from '../../ui/OrderTimeline';
import { useOrder } from '../orders';
import { errorText } from '../../ui/errorText';
import { LabelValue, LoadFailure } from '../../ui/ManageList';
import { OrderItems } from '../../ui/OrderItems';
import { OrderStatusControl } from '../owner';
import { adminToast } from './api';
import { wrapAnywhere } from '../../ui/wrap';
import { formatDateTime, formatMoney } from '../../lib/format';

const PAYMENT_STATUS_COLORS = { pending: 'gray', completed: 'green', refunded: 'orange', cancelled: 'red' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper shadow="sm" radius="md" p="md" withBorder component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Order detail in admin mode (/admin/orders/:id): customer, restaurant, items, payment, timeline, status. */
export function AdminOrderPage() {
  const { id } = useParams();
  const order = useOrder(Number(id));
  const back = (
    <Anchor
      component={Link}
      to="/admin-dashboard"
      state={{ tab: 'orders' }}
      size="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      <IconArrowLeft size={14} aria-hidden />
      Back to all orders
    </Anchor>
  );

  if (order.isLoading)
    return (
      <Container py="xl">
        {back}
        <Title order={1} my="md">
          Order #{id}
        </Title>
        <Stack gap="md" aria-busy="true" aria-label="Loading the order">
          <Skeleton h={120} radius="md" />
          <Skeleton h={200} radius="md" />
        </Stack>
      </Container>
    );
  if (!order.data)
    return (
      <Container py="xl">
        {back}
        <Title order={1} my="md">
          Order #{id}
        </Title>
        <LoadFailure message={errorText(order.error, ORDER_MESSAGES.fetchOneFailed)} onRetry={() => order.refetch()} />
      </Container>
    );

  const o = order.data;
  const customer = o.user_details;
  return (
    <Container py="xl">
      {back}
      <Group justify="space-between" align="center" my="md">
        <Group gap="sm">
          <Title order={1}>Order #{o.id}</Title>
          <OrderStatusBadge status={o.status} size="lg" />
        </Group>
        <Text c="dimmed" size="sm">
          Placed <time dateTime={o.created_at}>{formatDateTime(o.created_at)}</time>
        </Text>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {/* Names, addresses and notes can be one long word (255 characters): they wrap inside their cards. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={wrapAnywhere}>
              <Section title="Customer">
                <Stack gap={4}>
                  <LabelValue label="Username">{o.user_username || 'Anonymous'}</LabelValue>
                  {customer ? (
                    <>
                      <LabelValue label="Name">
                        {[customer.first_name, customer.last_name].filter(Boolean).join(' ') || '—'}
                      </LabelValue>
                      <LabelValue label="Email">{customer.email}</LabelValue>
                      <LabelValue label="Phone">{customer.phone_number || '—'}</LabelValue>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      This customer's account has been deleted.
                    </Text>
                  )}
                </Stack>
              </Section>
              <Section title="Restaurant">
                <Stack gap={4}>
                  <LabelValue label="Name">{o.restaurant_name}</LabelValue>
                  {o.restaurant === null && (
                    <Text size="sm" c="dimmed">
                      This restaurant has been deleted.
                    </Text>
                  )}
                  <LabelValue label="Delivery address">{o.delivery_address}</LabelValue>
                  {o.delivery_notes && <LabelValue label="Notes">{o.delivery_notes}</LabelValue>}
                </Stack>
              </Section>
            </SimpleGrid>
            <Section title="Items">
              <OrderItems items={o.items} view="table" />
              <Group justify="flex-end" mt="sm">
                <Text fw={700}>Total: {formatMoney(o.total_price)}</Text>
              </Group>
            </Section>
            <Section title="Payment">
              <Stack gap={4}>
                <LabelValue label="Method">{PAYMENT_METHOD_LABELS[o.payment.payment_method]}</LabelValue>
                <LabelValue label="Amount">{formatMoney(o.payment.amount)}</LabelValue>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    Status:
                  </Text>
                  <Badge variant="light" color={PAYMENT_STATUS_COLORS[o.payment.status]}>
                    {PAYMENT_STATUS_LABELS[o.payment.status]}
                  </Badge>
                </Group>
                {o.payment.transaction_id && <LabelValue label="Transaction">{o.payment.transaction_id}</LabelValue>}
                {o.payment.provider && <LabelValue label="Provider">{o.payment.provider}</LabelValue>}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title="Status">
            <Stack gap="md">
              <OrderStatusControl order={o} onSuccessMessage={adminToast} />
              <OrderTimeline status={o.status} cancellationReason={o.cancellation_reason} />
            </Stack>
          </Section>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
