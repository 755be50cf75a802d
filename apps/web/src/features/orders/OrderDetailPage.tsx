import { customerTransitions, localized } from '@dishcraft/contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconArrowLeft, IconClockX, IconX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import type { Order } from '../../lib/types';
import { OrderBreakdown, OrderItems } from '../../ui/OrderItems';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { OrderTimeline } from '../../ui/OrderTimeline';
import { toast } from '../../ui/toast';
import { mirroredInRtl } from '../../ui/direction';
import { wrapAnywhere } from '../../ui/wrap';
import { useReasonForm } from '../../forms/useReasonForm';
import { useUnreadNotifications } from '../notifications';
import { useCancelOrder, useOrder } from './api';
import { OrderAgain } from './OrderAgain';
import { FulfilmentCard, fulfilmentTitle } from './FulfilmentCard';
import type { FullOrder } from './types';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { paymentMethodLabel } from '../../lib/paymentLabel';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="end" style={tabular}>
        {children}
      </Text>
    </Group>
  );
}

function CancelOrder({ order }: { order: Order }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { t } = useTranslation();
  const form = useReasonForm(t('orders.reasonRequired'));
  const cancel = useCancelOrder(order.id);
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(reason, {
      onSuccess: () => {
        close();
        toast({ color: 'green', message: t('orders.cancelled', { id: order.id }) });
      },
      onError: (e) => form.setError('reason', { type: 'server', message: e.message }),
    }),
  );
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={open}>
        {t('orders.cancel')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('orders.cancelTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('orders.close') }}
      >
        <form onSubmit={submit} noValidate>
          <Text size="sm" mb="md">
            {t('orders.cancelBody', { id: order.id })}
          </Text>
          <Textarea
            label={t('orders.cancelReason')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
            data-autofocus
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close}>
              {t('orders.keep')}
            </Button>
            {/* red.9 as in ManageList's confirmations: white on the theme's red (shade 7) is 4.0:1, under AA. */}
            <Button type="submit" color="red.9" loading={cancel.isPending}>
              {t('orders.cancel')}
            </Button>
          </Group>
        </form>
      </Modal>
    </>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" role="status" aria-busy="true" aria-label={t('orders.loadingOrder')}>
      <Skeleton height={14} width={120} mb="md" />
      <Skeleton height={32} width={240} mb="sm" />
      <Skeleton height={14} width={300} mb="xl" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Skeleton height={220} mb="md" />
          <Skeleton height={140} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Skeleton height={260} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

/** Refetches the order when a notification about it shows up in the polled unread list (the stream's fallback). */
function useRefetchOnNotification(orderId: number, refetch: () => void) {
  const { status } = useAuth();
  const unread = useUnreadNotifications(status === 'authenticated');
  const latest = (unread.data ?? []).filter((n) => n.order === orderId).reduce((max, n) => Math.max(max, n.id), 0);
  const seen = useRef(latest);
  useEffect(() => {
    if (latest > seen.current) refetch();
    seen.current = latest;
  }, [latest, refetch]);
}

/** /orders/:id (customer spec §2 Order Detail): status that updates live, items, payment, cancel while pending. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const query = useOrder(id);
  const { user } = useAuth();
  useRefetchOnNotification(id, query.refetch);
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('orders.detailDocumentTitle', { id }));

  if (query.isPending && Number.isInteger(id) && id > 0) return <DetailSkeleton />;
  if (!query.data) {
    const missing = !query.isError || (query.error as { status?: number }).status === 404;
    return (
      <Container size="lg" py="xl">
        <Title order={1}>{missing ? t('orders.notFound') : t('orders.fetchOneFailed')}</Title>
        {!missing && (
          <Alert color="red" mt="md" icon={<IconAlertCircle />} role="alert">
            {query.error?.message}
          </Alert>
        )}
        <Button
          component={Link}
          to="/orders"
          mt="lg"
          variant="light"
          leftSection={<IconArrowLeft size={16} className={mirroredInRtl} />}
        >
          {t('orders.backToOrders')}
        </Button>
      </Container>
    );
  }

  const order: FullOrder = query.data;
  const canCancel = order.user === user?.id && customerTransitions(order.status).includes('cancelled');
  return (
    <Container size="lg" py="xl">
      <Anchor component={Link} to="/orders" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} className={mirroredInRtl} /> {t('orders.backToOrders')}
        </Group>
      </Anchor>
      <Group justify="space-between" mt="sm" mb="lg" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Group gap="sm">
            <Title order={1}>{t('orders.order', { id: order.id })}</Title>
            <OrderStatusBadge
              status={order.status}
              fulfilment={order.fulfilment}
              size="lg"
              data-testid="order-status"
            />
          </Group>
          <Text fw={500} data-testid="order-fulfilment">
            {fulfilmentTitle(order, t, language)}
          </Text>
          <Text c="dimmed" style={wrapAnywhere}>
            {t('orders.restaurantAndPlaced', {
              restaurant: localized(order, 'restaurant_name', language),
              date: formatDateTime(order.created_at),
            })}
          </Text>
        </div>
        <Group gap="sm">
          <OrderAgain order={order} />
          {canCancel && <CancelOrder order={order} />}
        </Group>
      </Group>
      {order.cancelled_by === 'system' && (
        <Alert
          color="yellow"
          icon={<IconClockX />}
          mb="lg"
          title={t('orders.expiredTitle')}
          data-testid="order-expired-notice"
        >
          <Text size="sm">{t('common.timeline.expired')}</Text>
          {order.payment.payment_method === 'credit_card' && <Text size="sm">{t('common.timeline.refunded')}</Text>}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('orders.items')}
              </Title>
              <OrderItems items={order.items} view="detailed" />
              <Divider my="md" />
              <OrderBreakdown order={order} />
            </Card>
            <FulfilmentCard order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="md">
                {t('orders.status')}
              </Title>
              <OrderTimeline order={order} />
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('orders.payment')}
              </Title>
              <Stack gap={4}>
                <Row label={t('orders.method')}>
                  {paymentMethodLabel(t, order.payment.payment_method, order.fulfilment)}
                </Row>
                <Row label={t('orders.status')}>{t(`labels.paymentStatus.${order.payment.status}`)}</Row>
                <Row label={t('orders.date')}>{formatDateTime(order.payment.payment_date)}</Row>
                <Row label={t('orders.amount')}>{formatMoney(order.payment.amount)}</Row>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
