import { ADMIN_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@dishcraft/contract';
import { Button, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import { IconEye, IconReceiptOff, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Order } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { OrderStatusBadge } from '../../ui/OrderStatusBadge';
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
        <Table.ScrollContainer minWidth={820} type="native">
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Order ID</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Restaurant</Table.Th>
                <Table.Th>Total</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((order) => (
                <Table.Tr key={order.id} data-order={order.id}>
                  <Table.Td fw={600}>#{order.id}</Table.Td>
                  <Table.Td>{order.user_username || 'Anonymous'}</Table.Td>
                  <Table.Td>{order.restaurant_name}</Table.Td>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(order.total_price)}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
