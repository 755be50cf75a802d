import { ADMIN_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@dishcraft/contract';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBuildingStore,
  IconChartBar,
  IconCurrencyDollar,
  IconReceipt,
  IconRefresh,
  IconUsers,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { errorText } from '../../ui/errorText';
import { DailyCharts, useRestaurants } from '../owner';
import { DashboardTabs } from '../../ui/DashboardTabs';
import { StatCards } from '../../ui/StatCards';
import { AdminOrdersTab } from './AdminOrdersTab';
import { useAdminStats, useUsers } from './api';
import { RestaurantsTab } from './RestaurantsTab';
import { UsersTab } from './UsersTab';
import { formatCount, formatMoney } from '../../lib/format';

function Breakdown({ title, items }: { title: string; items: { label: string; value: number }[] }) {
  return (
    <Paper shadow="sm" radius="md" p="md" withBorder>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      <Group gap="xs">
        {items.map((item) => (
          <Badge key={item.label} variant="default" size="lg">
            {item.label}: {formatCount(item.value)}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

/** Admin dashboard (owner/admin spec §2): Overview, Users, Restaurants, Orders. */
export function AdminDashboardPage() {
  const users = useUsers();
  const restaurants = useRestaurants();
  const stats = useAdminStats();

  const queries = [users, restaurants, stats];
  const loading = queries.some((q) => q.isLoading);
  const failed = queries.find((q) => q.isError);
  const retry = () => {
    for (const q of queries) if (q.isError) void q.refetch();
  };

  let content: React.ReactNode;
  if (loading)
    content = (
      <Stack gap="md" aria-busy="true">
        <VisuallyHidden role="status">Loading...</VisuallyHidden>
        <Skeleton h={36} w={420} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={90} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  else if (failed)
    content = (
      <Alert color="red" role="alert" title="The dashboard could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(failed.error, ADMIN_MESSAGES.dashboardLoadFailed)}</Text>
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={retry}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const s = stats.data;
    const overview = (
      <Stack gap="md">
        <StatCards
          stats={[
            {
              label: 'Total Users',
              value: s?.total_users ?? users.data?.length ?? 0,
              icon: <IconUsers />,
              color: 'blue',
            },
            {
              label: 'Restaurants',
              value: s?.restaurants.total ?? restaurants.data?.length ?? 0,
              icon: <IconBuildingStore />,
              color: 'tomato',
            },
            {
              label: 'Total Orders',
              value: s?.total_orders ?? 0,
              icon: <IconReceipt />,
              color: 'grape',
            },
            {
              label: 'Total Revenue',
              value: formatMoney(s?.total_revenue ?? '0'),
              icon: <IconCurrencyDollar />,
              color: 'green',
            },
          ]}
        />
        {s && (
          <>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <Breakdown
                title="Users by type"
                items={[
                  { label: 'Customers', value: s.users_by_type.customer },
                  { label: 'Owners', value: s.users_by_type.restaurant },
                  { label: 'Admins', value: s.users_by_type.admin },
                ]}
              />
              <Breakdown
                title="Restaurants by approval"
                items={[
                  { label: 'Approved', value: s.restaurants.approved },
                  { label: 'Pending', value: s.restaurants.pending },
                  { label: 'Rejected', value: s.restaurants.rejected },
                ]}
              />
              <Breakdown
                title="Orders by status"
                items={ORDER_STATUSES.map((status) => ({
                  label: ORDER_STATUS_LABELS[status],
                  value: s.orders_by_status[status],
                }))}
              />
            </SimpleGrid>
            <Suspense fallback={<Skeleton h={280} role="status" aria-busy="true" aria-label="Loading the chart" />}>
              <DailyCharts daily={s.daily} titleOrder={2} />
            </Suspense>
          </>
        )}
      </Stack>
    );
    content = (
      <DashboardTabs
        tabs={[
          { value: 'overview', label: 'Overview', icon: <IconChartBar size={16} aria-hidden />, panel: overview },
          {
            value: 'users',
            label: 'Users',
            icon: <IconUsers size={16} aria-hidden />,
            panel: <UsersTab users={users.data ?? []} />,
          },
          {
            value: 'restaurants',
            label: 'Restaurants',
            icon: <IconBuildingStore size={16} aria-hidden />,
            panel: <RestaurantsTab restaurants={restaurants.data ?? []} />,
          },
          {
            value: 'orders',
            label: 'Orders',
            icon: <IconReceipt size={16} aria-hidden />,
            panel: <AdminOrdersTab />,
          },
        ]}
      />
    );
  }

  return (
    <Container py="xl">
      <Title order={1} mb="lg">
        Admin Dashboard
      </Title>
      {content}
    </Container>
  );
}
