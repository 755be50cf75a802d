import { localized } from '@dishcraft/contract';
import {
  Anchor,
  Badge,
  Container,
  Divider,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { OrderTimeline } from '../../ui/OrderTimeline';
import { FulfilmentCard, fulfilmentTitle, useOrder } from '../orders';
import { errorText } from '../../ui/errorText';
import { LabelValue, LoadFailure } from '../../ui/ManageList';
import { OrderBreakdown, OrderItems } from '../../ui/OrderItems';
import { OrderStatusControl } from '../owner';
import { adminToast } from './api';
import { wrapAnywhere } from '../../ui/wrap';
import { mirroredInRtl } from '../../ui/direction';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { paymentMethodLabel } from '../../lib/paymentLabel';

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
  const { t } = useTranslation();
  const { language } = useLanguage();
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
      <IconArrowLeft size={14} aria-hidden className={mirroredInRtl} />
      {t('admin.order.back')}
    </Anchor>
  );

  if (order.isLoading)
    return (
      <Container py="xl">
        {back}
        <Title order={1} my="md">
          {t('admin.order.title', { id: id ?? '' })}
        </Title>
        <Stack gap="md" aria-busy="true" aria-label={t('admin.order.loading')}>
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
          {t('admin.order.title', { id: id ?? '' })}
        </Title>
        <LoadFailure message={errorText(order.error, t('admin.order.loadFailed'))} onRetry={() => order.refetch()} />
      </Container>
    );

  const o = order.data;
  const customer = o.user_details;
  return (
    <Container py="xl">
      {back}
      <Group justify="space-between" align="center" my="md">
        <Group gap="sm">
          <Title order={1}>{t('admin.order.title', { id: o.id })}</Title>
          <OrderStatusBadge status={o.status} fulfilment={o.fulfilment} size="lg" />
          <Text fw={500} data-testid="order-fulfilment">
            {fulfilmentTitle(o, t, language)}
          </Text>
        </Group>
        <Text c="dimmed" size="sm">
          <Trans
            i18nKey="admin.order.placed"
            values={{ date: formatDateTime(o.created_at) }}
            components={{ time: <time dateTime={o.created_at} /> }}
          />
        </Text>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {/* Names, addresses and notes can be one long word (255 characters): they wrap inside their cards. */}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={wrapAnywhere}>
              <Section title={t('admin.order.customer')}>
                <Stack gap={4}>
                  <LabelValue label={t('admin.order.username')}>{o.user_username || t('admin.anonymous')}</LabelValue>
                  {customer ? (
                    <>
                      <LabelValue label={t('admin.order.name')}>
                        {[customer.first_name, customer.last_name].filter(Boolean).join(' ') || '—'}
                      </LabelValue>
                      <LabelValue label={t('admin.order.email')}>{customer.email}</LabelValue>
                      <LabelValue label={t('admin.order.phone')}>{customer.phone_number || '—'}</LabelValue>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('admin.order.customerDeleted')}
                    </Text>
                  )}
                </Stack>
              </Section>
              <Section title={t('admin.order.restaurant')}>
                <Stack gap={4}>
                  <LabelValue label={t('admin.order.name')}>{localized(o, 'restaurant_name', language)}</LabelValue>
                  {o.restaurant === null && (
                    <Text size="sm" c="dimmed">
                      {t('admin.order.restaurantDeleted')}
                    </Text>
                  )}
                </Stack>
              </Section>
            </SimpleGrid>
            <Section title={t('admin.order.items')}>
              <OrderItems items={o.items} view="table" />
              <Divider my="sm" />
              {/* The same subtotal, fee and total as the customer's order page (issue #21). */}
              <OrderBreakdown order={o} />
            </Section>
            <FulfilmentCard order={o} />
            <Section title={t('admin.order.payment')}>
              <Stack gap={4}>
                <LabelValue label={t('admin.order.method')}>
                  {paymentMethodLabel(t, o.payment.payment_method, o.fulfilment)}
                </LabelValue>
                <LabelValue label={t('admin.order.amount')}>{formatMoney(o.payment.amount)}</LabelValue>
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {t('admin.order.paymentStatus')}
                  </Text>
                  <Badge variant="light" color={PAYMENT_STATUS_COLORS[o.payment.status]}>
                    {t(`labels.paymentStatus.${o.payment.status}`)}
                  </Badge>
                </Group>
                {o.payment.transaction_id && (
                  <LabelValue label={t('admin.order.transaction')}>{o.payment.transaction_id}</LabelValue>
                )}
                {o.payment.provider && <LabelValue label={t('admin.order.provider')}>{o.payment.provider}</LabelValue>}
              </Stack>
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t('admin.order.status')}>
            <Stack gap="md">
              <OrderStatusControl order={o} onSuccessMessage={adminToast} />
              <OrderTimeline order={o} />
            </Stack>
          </Section>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
