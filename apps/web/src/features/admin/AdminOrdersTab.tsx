import { ADMIN_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES, OWNER_MESSAGES } from '@dishcraft/contract';
import { Button, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye, IconReceiptOff, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
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

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All Statuses' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
];

/**
 * Orders tab of the admin dashboard (owner/admin spec §2): every order on the platform, newest first, a page at a
 * time. The API searches (order id, customer, restaurant), filters by status and pages (API.md §1.5, §3.9); the
 * search, status and page live in the address, so reload and Back keep them.
 */
export function AdminOrdersTab() {
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
      <Stack gap="xs" aria-busy="true" aria-label="Loading orders">
        {[1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={44} radius="sm" />
        ))}
      </Stack>
    );
  else if (orders.isError)
    list = (
      <LoadFailure
        title="Orders could not be loaded"
        message={errorText(orders.error, OWNER_MESSAGES.fetchOrdersFailed)}
        onRetry={() => orders.refetch()}
      />
    );
  else if (!orders.data || orders.data.count === 0)
    list = (
      <EmptyState
        icon={<IconReceiptOff />}
        title={filtered ? ADMIN_MESSAGES.noOrdersMatch : OWNER_MESSAGES.noOrders}
        action={
          filtered ? (
            <Button
              variant="light"
              onClick={() => {
                setSearch('');
                update({ q: null, status: null });
              }}
            >
              Clear search and filter
            </Button>
          ) : undefined
        }
      />
    );
  else
    list = (
      <Stack gap="sm" style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {formatCount(orders.data.count)} {orders.data.count === 1 ? 'order' : 'orders'}, newest first
        </Text>
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={orders.data.results}
          rowKey={(order) => order.id}
          rowProps={(order) => ({ 'data-order': order.id })}
          columns={[
            { label: 'Order ID', primary: true, tdProps: { fw: 600 }, cell: (order) => `#${order.id}` },
            { label: 'Customer', cell: (order) => order.user_username || 'Anonymous' },
            { label: 'Restaurant', cell: (order) => order.restaurant_name },
            {
              label: 'Total',
              tdProps: { style: { fontVariantNumeric: 'tabular-nums' } },
              cell: (order) => formatMoney(order.total_price),
            },
            { label: 'Status', cell: (order) => <OrderStatusBadge status={order.status} /> },
            {
              label: 'Date',
              cell: (order) => <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>,
            },
            {
              label: 'Actions',
              cell: (order) => (
                <Button
                  component={Link}
                  to={`/admin/orders/${order.id}`}
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconEye size={14} aria-hidden />}
                  aria-label={`View order #${order.id}`}
                >
                  View
                </Button>
              ),
            },
          ]}
        />
        <ListPages
          label="Pages of orders"
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
          label="Search orders by ID, customer or restaurant"
          placeholder="Search..."
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', xs: 320 }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
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
