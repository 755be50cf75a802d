import { localized, ORDER_STATUSES } from '@dishcraft/contract';
import { Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconReceiptOff, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { pageParam, useSearchState } from '../../lib/searchState';
import { errorText } from '../../ui/errorText';
import { ListPages } from '../../ui/ListPages';
import { LoadFailure } from '../../ui/ManageList';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { StackedTable } from '../../ui/StackedTable';
import { formatCount, formatDateTime, formatMoney } from '../../lib/format';
import { useOrderList } from '../owner';
import { useLanguage } from '../../lib/language';

const ALL = 'all';

/**
 * Orders tab of the admin dashboard (owner/admin spec §2): every order on the platform, newest first, a page at a
 * time. The API searches (order id, customer, restaurant), filters by status and pages (API.md §1.5, §3.9); the
 * search, status and page live in the address, so reload and Back keep them.
 */
export function AdminOrdersTab() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, update] = useSearchState();
  const wanted = params.get('status');
  const status = ORDER_STATUSES.find((s) => s === wanted);
  const page = pageParam(params);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const orders = useOrderList({ statuses: status ? [status] : undefined, search: params.get('q') ?? '', page });

  // the debounced search goes into the address (and back to the first page)
  useEffect(() => {
    if ((params.get('q') ?? '') !== debouncedSearch) update({ q: debouncedSearch });
  }, [debouncedSearch, params, update]);

  // a page past the end (orders were deleted, or an old address) goes back to the first one
  const pastEnd = orders.error instanceof ApiError && orders.error.status === 404 && page > 1;
  useEffect(() => {
    if (pastEnd) update({ page: null });
  }, [pastEnd, update]);

  const filtered = !!params.get('q') || !!status;
  let list: ReactNode;
  if (orders.isLoading || pastEnd)
    list = (
      <Stack gap="xs" aria-busy="true" aria-label={t('admin.orders.loading')}>
        {[1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={44} radius="sm" />
        ))}
      </Stack>
    );
  else if (orders.isError)
    list = (
      <LoadFailure
        title={t('admin.orders.loadFailedTitle')}
        message={errorText(orders.error, t('admin.orders.loadFailed'))}
        onRetry={() => orders.refetch()}
      />
    );
  else if (!orders.data || orders.data.count === 0)
    list = (
      <EmptyState
        icon={<IconReceiptOff />}
        title={filtered ? t('admin.orders.noMatch') : t('admin.orders.none')}
        action={
          filtered ? (
            <Button
              variant="light"
              onClick={() => {
                setSearch('');
                update({ q: null, status: null });
              }}
            >
              {t('admin.orders.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  else
    list = (
      <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('admin.orders.count', { count: orders.data.count, number: formatCount(orders.data.count) })}
        </Text>
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={orders.data.results}
          rowKey={(order) => order.id}
          rowProps={(order) => ({ 'data-order': order.id })}
          columns={[
            { label: t('admin.orders.orderId'), primary: true, tdProps: { fw: 600 }, cell: (order) => `#${order.id}` },
            { label: t('admin.orders.customer'), cell: (order) => order.user_username || t('admin.anonymous') },
            { label: t('admin.orders.restaurant'), cell: (order) => localized(order, 'restaurant_name', language) },
            {
              label: t('admin.orders.total'),
              tdProps: { style: { fontVariantNumeric: 'tabular-nums' } },
              cell: (order) => formatMoney(order.total_price),
            },
            { label: t('admin.orders.status'), cell: (order) => <OrderStatusBadge status={order.status} /> },
            {
              label: t('admin.orders.date'),
              cell: (order) => <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>,
            },
            {
              label: t('admin.orders.actions'),
              cell: (order) => (
                <Button
                  component={Link}
                  to={`/admin/orders/${order.id}`}
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconEye size={14} aria-hidden />}
                  aria-label={t('admin.orders.viewOrder', { id: order.id })}
                >
                  {t('admin.orders.view')}
                </Button>
              ),
            },
          ]}
        />
        <ListPages
          label={t('admin.orders.pages')}
          count={orders.data.count}
          page={page}
          onChange={(next) => update({ page: next > 1 ? String(next) : null }, { push: true })}
        />
      </Stack>
    );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('admin.orders.search')}
          placeholder={t('admin.orders.searchPlaceholder')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label={t('admin.orders.status')}
          data={[
            { value: ALL, label: t('admin.orders.allStatuses') },
            ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`labels.orderStatus.${s}`) })),
          ]}
          value={status ?? ALL}
          onChange={(v) => update({ status: v === ALL ? null : v })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {list}
    </Stack>
  );
}
