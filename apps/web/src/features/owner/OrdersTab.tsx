import { localized, ORDER_STATUSES, type OrderStatus, staffTransitions } from '@dishcraft/contract';
import {
  Box,
  Button,
  Collapse,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconCalendarTime,
  IconChevronDown,
  IconClock,
  IconMapPin,
  IconNote,
  IconReceiptOff,
  IconTruckDelivery,
  IconUser,
} from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { useLanguage } from '../../lib/language';
import { pageParam, useSearchState } from '../../lib/searchState';
import type { Order } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { TimeAgo } from '../../ui/TimeAgo';
import { errorText } from '../../ui/errorText';
import { useOrderList } from './api';
import { ListPages } from '../../ui/ListPages';
import { LoadFailure } from '../../ui/ManageList';
import { OrderBreakdown, OrderItems } from '../../ui/OrderItems';
import { wrapAnywhere } from '../../ui/wrap';
import { OrderStatusControl } from './OrderStatusControl';
import { formatMoney, formatCount, formatSoon } from '../../lib/format';
import { Detail } from './Detail';
import { paymentMethodLabel } from '../../lib/paymentLabel';

/** Active orders still have a move left (the contract's transitions); past ones are delivered or cancelled. */
const OPEN = ORDER_STATUSES.filter((s) => staffTransitions(s).length > 0);
const VIEWS = {
  active: OPEN,
  /** Open orders for a later time (issue #21), apart from the ones to cook now. */
  scheduled: OPEN,
  past: ORDER_STATUSES.filter((s) => staffTransitions(s).length === 0),
};
type View = keyof typeof VIEWS;
const ALL = 'all';

/**
 * One order as a compact row (issue #19: the kitchen scans number, time, customer, "2 × Kofta", total, payment and
 * status at a glance), which opens to the address, notes and every line's prices. Columns on wide screens, stacked
 * on phones, never a table that scrolls sideways.
 */
/** Delivery (to which area) or pickup, and when: the time asked for, else the estimate. */
function OrderFulfilment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pickup = order.fulfilment === 'pickup';
  const how = pickup
    ? t('owner.orders.pickup')
    : order.area_details
      ? t('owner.orders.deliveryTo', { area: localized(order.area_details, 'name', language) })
      : t('owner.orders.delivery');
  let when: string | null = null;
  if (order.scheduled_for) when = t('owner.orders.scheduledFor', { when: formatSoon(order.scheduled_for) });
  else if (order.estimated_at && OPEN.includes(order.status))
    when = pickup
      ? t('owner.orders.readyBy', { time: formatSoon(order.estimated_at) })
      : t('owner.orders.eta', { time: formatSoon(order.estimated_at) });
  return (
    <Stack gap={2} data-testid="order-fulfilment">
      <Group gap={6} wrap="nowrap">
        {pickup ? (
          <IconBuildingStore size={16} aria-hidden style={{ flexShrink: 0 }} />
        ) : (
          <IconTruckDelivery size={16} aria-hidden style={{ flexShrink: 0 }} />
        )}
        <Text size="sm" fw={500} style={wrapAnywhere}>
          {how}
        </Text>
      </Group>
      {when && (
        <Group gap={6} wrap="nowrap">
          {order.scheduled_for ? (
            <IconCalendarTime size={16} aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Text size="sm" c={order.scheduled_for ? undefined : 'dimmed'} fw={order.scheduled_for ? 600 : undefined}>
            {when}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const pickup = order.fulfilment === 'pickup';
  const detailsId = `order-${order.id}-details`;
  const customer = order.user_username || t('owner.orders.anonymous');
  return (
    <Paper
      component="article"
      radius="md"
      p="sm"
      withBorder
      aria-labelledby={`order-${order.id}`}
      data-order={order.id}
      data-status={order.status}
    >
      <Grid gap="sm" align="center">
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Title order={3} size="h5" id={`order-${order.id}`}>
            {t('owner.orders.number', { id: order.id })}
          </Title>
          <TimeAgo date={order.created_at} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }} order={{ base: 2, md: 4 }} ta={{ base: 'end', md: 'start' }}>
          <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(order.total_price)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('owner.orders.payment', {
              method: paymentMethodLabel(t, order.payment.payment_method, order.fulfilment),
              status: t(`labels.paymentStatus.${order.payment.status}`),
            })}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 2 }} order={{ base: 3, md: 2 }}>
          <Stack gap={2}>
            <Group gap={6} wrap="nowrap">
              <IconUser size={16} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" truncate="end" title={customer}>
                <VisuallyHidden>{t('owner.orders.customer')}</VisuallyHidden>
                {customer}
              </Text>
            </Group>
            <OrderFulfilment order={order} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 4, md: 3 }} miw={0}>
          <OrderItems items={order.items} view="names" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} order={5}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flex: 1, minWidth: 0 }}>
              <OrderStatusControl order={order} compact />
            </div>
            <Button
              variant="subtle"
              size="sm"
              px="xs"
              // the status control beside it takes what is left; the button keeps its label whole
              style={{ flexShrink: 0 }}
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls={detailsId}
              aria-label={t('owner.orders.detailsOf', { id: order.id })}
              rightSection={
                <IconChevronDown
                  size={16}
                  aria-hidden
                  style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
                />
              }
            >
              {t('owner.orders.details')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>
      <Collapse expanded={open} id={detailsId}>
        <Stack gap="sm" pt="sm" mt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {pickup ? (
            <Text size="sm">{t('owner.orders.pickupAtCounter')}</Text>
          ) : (
            <Detail
              icon={<IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />}
              label={t('owner.orders.deliveryAddress')}
            >
              <bdi style={{ whiteSpace: 'pre-line' }}>{order.delivery_address}</bdi>
            </Detail>
          )}
          {(Number(order.delivery_fee) > 0 || Number(order.discount) > 0) && (
            // a sum reads down one column, not across the whole row
            <Box maw={420}>
              <OrderBreakdown order={order} />
            </Box>
          )}
          {order.delivery_notes && (
            <Detail icon={<IconNote size={16} aria-hidden style={{ flexShrink: 0 }} />} label={t('owner.orders.notes')}>
              <bdi>{order.delivery_notes}</bdi>
            </Detail>
          )}
          {order.cancellation_reason && (
            <Text size="sm" c="red" style={wrapAnywhere}>
              {t('owner.orders.cancellationReason', { reason: order.cancellation_reason })}
            </Text>
          )}
          <OrderItems items={order.items} view="table" />
        </Stack>
      </Collapse>
    </Paper>
  );
}

/** The orders a view asks the API for: an Active view's every status or the Past view's chosen one. */
const statusesOf = (view: View, status: string): readonly OrderStatus[] =>
  status === ALL ? VIEWS[view] : VIEWS[view].filter((s) => s === status);

/**
 * Orders tab (owner/admin spec §2): the restaurant's orders, newest first (the API's order), refreshed live; Active
 * or Past, narrowed by status. Active is every open order (a kitchen has few, and must see them all); Past is the
 * restaurant's whole history, so the API filters it and sends a page at a time. The view, status and page live in
 * the address, so reload and Back keep them.
 */
export function OrdersTab() {
  const { t } = useTranslation();
  const [params, update] = useSearchState();
  const wantedView = params.get('view');
  const view: View = wantedView === 'past' || wantedView === 'scheduled' ? wantedView : 'active';
  const wanted = params.get('status') ?? ALL;
  const status = VIEWS[view].some((s) => s === wanted) ? wanted : ALL;
  const page = pageParam(params);
  const active = useOrderList({ statuses: VIEWS.active, scheduled: false });
  const scheduled = useOrderList({ statuses: VIEWS.scheduled, scheduled: true });
  const pastTotal = useOrderList({ statuses: VIEWS.past, page: 1 });
  const past = useOrderList({ statuses: statusesOf('past', status), page }, view === 'past');

  // a page past the end (the history shrank, or an old address) goes back to the first one
  const pastEnd = past.error instanceof ApiError && past.error.status === 404 && page > 1;
  useEffect(() => {
    if (pastEnd) update({ page: null });
  }, [pastEnd, update]);

  if (active.isLoading || scheduled.isLoading || pastTotal.isLoading)
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('owner.orders.loading')}>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  const failed = [active, scheduled, pastTotal].find((q) => q.isError);
  if (failed)
    return (
      <LoadFailure
        title={t('owner.orders.loadFailed')}
        message={errorText(failed.error, t('owner.orders.fetchFailed'))}
        onRetry={() => failed.refetch()}
      />
    );
  // An order moved on by a status change leaves Active at once, before the list is asked again.
  const activeOrders = (active.data?.results ?? []).filter((o) => VIEWS.active.includes(o.status));
  // the soonest first: the kitchen works through them in that order
  const scheduledOrders = (scheduled.data?.results ?? [])
    .filter((o) => VIEWS.scheduled.includes(o.status))
    .sort((a, b) => (a.scheduled_for ?? '').localeCompare(b.scheduled_for ?? ''));
  const pastCount = pastTotal.data?.count ?? 0;
  if (activeOrders.length === 0 && scheduledOrders.length === 0 && pastCount === 0)
    return (
      <EmptyState
        icon={<IconReceiptOff />}
        title={t('owner.orders.none')}
        hint={t('owner.orders.noneHint')}
        action={
          <Button variant="light" onClick={() => active.refetch()} loading={active.isFetching}>
            {t('owner.orders.checkNew')}
          </Button>
        }
      />
    );
  const open = view === 'scheduled' ? scheduledOrders : activeOrders;
  const shown =
    view === 'past'
      ? (past.data?.results ?? []).filter((o) => VIEWS.past.includes(o.status))
      : open.filter((o) => status === ALL || o.status === status);
  const shownCount = view === 'past' ? (past.data?.count ?? 0) : shown.length;
  const empty =
    status !== ALL
      ? t('owner.orders.noneWithStatus', { status: t(`labels.orderStatus.${status as OrderStatus}`) })
      : {
          active: t('owner.orders.noActive'),
          scheduled: t('owner.orders.noScheduled'),
          past: t('owner.orders.noPast'),
        }[view];
  let list: ReactNode;
  if (view === 'past' && past.isLoading)
    list = (
      <Stack gap="md" aria-busy="true" aria-label={t('owner.orders.loadingPast')}>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </Stack>
    );
  else if (view === 'past' && past.isError && !pastEnd)
    list = (
      <LoadFailure
        title={t('owner.orders.pastFailed')}
        message={errorText(past.error, t('owner.orders.fetchFailed'))}
        onRetry={() => past.refetch()}
      />
    );
  else if (shown.length === 0) list = <EmptyState icon={<IconReceiptOff />} title={empty} order={3} />;
  else
    list = (
      <Stack gap="md" style={{ opacity: past.isPlaceholderData && view === 'past' ? 0.6 : 1 }}>
        {shown.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
        {view === 'past' && (
          <ListPages
            label={t('owner.orders.pages')}
            count={shownCount}
            page={page}
            onChange={(next) => update({ page: next > 1 ? String(next) : null }, { push: true })}
          />
        )}
      </Stack>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SegmentedControl
          aria-label={t('owner.orders.which')}
          value={view}
          onChange={(v) => update({ view: v === 'past' || v === 'scheduled' ? v : null, status: null })}
          data={[
            { value: 'active', label: t('owner.orders.active', { n: formatCount(activeOrders.length) }) },
            { value: 'scheduled', label: t('owner.orders.scheduled', { n: formatCount(scheduledOrders.length) }) },
            { value: 'past', label: t('owner.orders.past', { n: formatCount(pastCount) }) },
          ]}
        />
        <Select
          label={t('owner.orders.filter')}
          data={[
            { value: ALL, label: t('owner.orders.allStatuses') },
            ...VIEWS[view].map((s) => ({ value: s, label: t(`labels.orderStatus.${s}`) })),
          ]}
          value={status}
          onChange={(v) => update({ status: v === ALL ? null : v })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {view === 'scheduled'
          ? t('owner.orders.scheduledSummary', { count: shownCount, n: formatCount(shownCount) })
          : t('owner.orders.summary', { count: shownCount, n: formatCount(shownCount) })}
      </Text>
      {list}
    </Stack>
  );
}
