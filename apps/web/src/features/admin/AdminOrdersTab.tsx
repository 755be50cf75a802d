import { ADMIN_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@dishcraft/contract';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconEye, IconReceiptOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
import { StackedTable } from '../../ui/StackedTable';
import { formatDateTime, formatMoney } from '../../lib/format';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
];

/** Search over order id (with or without #), customer username and restaurant name. */
function orderMatches(order: Order, query: string): boolean {
  const q = query.trim().toLowerCase().replace(/^#/, '');
  if (!q) return true;
  return (
    String(order.id) === q ||
    String(order.id).includes(q) ||
    order.user_username.toLowerCase().includes(q) ||
    order.restaurant_name.toLowerCase().includes(q)
  );
}

/** Orders tab of the admin dashboard (owner/admin spec §2). */
export function AdminOrdersTab({ orders }: { orders: Order[] }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const shown = orders.filter((o) => (status === 'all' || o.status === status) && orderMatches(o, search));

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
          value={status}
          onChange={(v) => setStatus(v ?? 'all')}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {shown.length === 0 ? (
        <EmptyState
          icon={<IconReceiptOff />}
          title={ADMIN_MESSAGES.noOrdersMatch}
          action={
            search || status !== 'all' ? (
              <Button
                variant="light"
                onClick={() => {
                  setSearch('');
                  setStatus('all');
                }}
              >
                Clear search and filter
              </Button>
            ) : undefined
          }
        />
      ) : (
        <StackedTable
          verticalSpacing="sm"
          highlightOnHover
          rows={shown}
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
      )}
    </Stack>
  );
}
