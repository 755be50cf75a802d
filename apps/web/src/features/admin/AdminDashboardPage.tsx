import { localized, ORDER_STATUSES } from '@dishcraft/contract';
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
  IconCash,
  IconDiscount,
  IconMapPin,
  IconReceipt,
  IconRefresh,
  IconUsers,
} from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../ui/errorText';
import { DailyCharts, useRestaurants } from '../owner';
import { PromotionsManager, RevenueSplit } from '../promotions';
import { DashboardTabs } from '../../ui/DashboardTabs';
import { StatCards } from '../../ui/StatCards';
import { AdminOrdersTab } from './AdminOrdersTab';
import { AreasTab } from './AreasTab';
import { useAdminStats, useUsers } from './api';
import { RestaurantsTab } from './RestaurantsTab';
import { UsersTab } from './UsersTab';
import { formatCount, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';

function Breakdown({ title, items }: { title: string; items: { label: string; value: number }[] }) {
  const { t } = useTranslation();
  return (
    <Paper shadow="sm" radius="md" p="md" withBorder>
      <Text fw={700} mb="sm">
        {title}
      </Text>
      <Group gap="xs">
        {items.map((item) => (
          <Badge key={item.label} variant="default" size="lg">
            {t('admin.dashboard.breakdownItem', { label: item.label, value: formatCount(item.value) })}
          </Badge>
        ))}
      </Group>
    </Paper>
  );
}

/** Admin dashboard (owner/admin spec §2): Overview, Users, Restaurants, Areas, Orders, Promotions (issue #23). */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
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
        <VisuallyHidden role="status">{t('admin.dashboard.loading')}</VisuallyHidden>
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
      <Alert color="red" role="alert" title={t('admin.dashboard.loadFailedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(failed.error, t('admin.dashboard.loadFailed'))}</Text>
          <Button size="xs" variant="light" leftSection={<IconRefresh size={14} aria-hidden />} onClick={retry}>
            {t('admin.dashboard.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const s = stats.data;
    const restaurantChoices = (restaurants.data ?? []).map((r) => ({ id: r.id, name: localized(r, 'name', language) }));
    const overview = (
      <Stack gap="md">
        <StatCards
          stats={[
            {
              label: t('admin.dashboard.totalUsers'),
              value: s?.total_users ?? users.data?.length ?? 0,
              icon: <IconUsers />,
              color: 'blue',
            },
            {
              label: t('admin.dashboard.restaurants'),
              value: s?.restaurants.total ?? restaurants.data?.length ?? 0,
              icon: <IconBuildingStore />,
              color: 'tomato',
            },
            {
              label: t('admin.dashboard.totalOrders'),
              value: s?.total_orders ?? 0,
              icon: <IconReceipt />,
              color: 'grape',
            },
            {
              label: t('admin.dashboard.totalRevenue'),
              value: formatMoney(s?.total_revenue ?? '0'),
              icon: <IconCash />,
              color: 'green',
            },
          ]}
        />
        {s && (
          <>
            <RevenueSplit stats={s} />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <Breakdown
                title={t('admin.dashboard.usersByType')}
                items={[
                  { label: t('admin.dashboard.customers'), value: s.users_by_type.customer },
                  { label: t('admin.dashboard.owners'), value: s.users_by_type.restaurant },
                  { label: t('admin.dashboard.admins'), value: s.users_by_type.admin },
                ]}
              />
              <Breakdown
                title={t('admin.dashboard.restaurantsByApproval')}
                items={[
                  { label: t('admin.dashboard.approved'), value: s.restaurants.approved },
                  { label: t('admin.dashboard.pending'), value: s.restaurants.pending },
                  { label: t('admin.dashboard.rejected'), value: s.restaurants.rejected },
                ]}
              />
              <Breakdown
                title={t('admin.dashboard.ordersByStatus')}
                items={ORDER_STATUSES.map((status) => ({
                  label: t(`labels.orderStatus.${status}`),
                  value: s.orders_by_status[status],
                }))}
              />
            </SimpleGrid>
            <Suspense
              fallback={
                <Skeleton h={280} role="status" aria-busy="true" aria-label={t('admin.dashboard.loadingChart')} />
              }
            >
              <DailyCharts daily={s.daily} titleOrder={2} />
            </Suspense>
          </>
        )}
      </Stack>
    );
    content = (
      <DashboardTabs
        tabs={[
          {
            value: 'overview',
            label: t('admin.dashboard.tabs.overview'),
            icon: <IconChartBar size={16} aria-hidden />,
            panel: overview,
          },
          {
            value: 'users',
            label: t('admin.dashboard.tabs.users'),
            icon: <IconUsers size={16} aria-hidden />,
            panel: <UsersTab users={users.data ?? []} />,
          },
          {
            value: 'restaurants',
            label: t('admin.dashboard.tabs.restaurants'),
            icon: <IconBuildingStore size={16} aria-hidden />,
            panel: <RestaurantsTab restaurants={restaurants.data ?? []} />,
          },
          {
            value: 'areas',
            label: t('areas.admin.title'),
            icon: <IconMapPin size={16} aria-hidden />,
            panel: <AreasTab />,
          },
          {
            value: 'orders',
            label: t('admin.dashboard.tabs.orders'),
            icon: <IconReceipt size={16} aria-hidden />,
            panel: <AdminOrdersTab />,
          },
          {
            value: 'promotions',
            label: t('promoAdmin.tab'),
            icon: <IconDiscount size={16} aria-hidden />,
            panel: <PromotionsManager restaurants={restaurantChoices} />,
          },
        ]}
      />
    );
  }

  return (
    <Container py="xl">
      <Title order={1} mb="lg">
        {t('admin.dashboard.title')}
      </Title>
      {content}
    </Container>
  );
}
