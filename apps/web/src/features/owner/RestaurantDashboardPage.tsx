import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingStore,
  IconChartBar,
  IconClockHour4,
  IconDiscount,
  IconLeaf,
  IconReceipt,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../ui/errorText';
import { isNoRestaurant, useMyRestaurant } from './api';
import { DashboardTabs } from '../../ui/DashboardTabs';
import { DeliveryTab } from './DeliveryTab';
import { IngredientsTab } from './IngredientsTab';
import { MenuTab } from './MenuTab';
import { OrdersTab } from './OrdersTab';
import { OverviewTab } from './OverviewTab';
import { PauseControl } from './PauseControl';
import { PromotionsManager } from '../promotions';

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{t('owner.dashboard.loading')}</VisuallyHidden>
      <Skeleton h={36} w={360} />
      <Skeleton h={180} radius="md" />
      <Group grow>
        {[1, 2, 3, 4].map((i) => (
          <Skeleton key={i} h={90} radius="md" />
        ))}
      </Group>
    </Stack>
  );
}

/**
 * Restaurant dashboard (owner/admin spec §2): Overview, Orders, Menu Management, Ingredients, Delivery & hours,
 * Promotions (issue #23); the
 * pause and busy-kitchen controls above them, whatever tab is open (issue #21).
 */
export function RestaurantDashboardPage() {
  const { t } = useTranslation();
  const restaurant = useMyRestaurant();

  let content: React.ReactNode;
  if (restaurant.isLoading) content = <DashboardSkeleton />;
  else if (restaurant.isError && isNoRestaurant(restaurant.error))
    content = (
      <Paper shadow="sm" radius="md" p="xl" ta="center" withBorder>
        <Stack align="center" gap="md">
          <IconBuildingStore size={56} stroke={1.4} aria-hidden />
          <Title order={2}>{t('owner.dashboard.welcomeTitle')}</Title>
          <Text c="dimmed" maw={480}>
            {t('owner.dashboard.welcomeText')}
          </Text>
          <Button component={Link} to="/create-restaurant" size="md">
            {t('owner.dashboard.createYours')}
          </Button>
        </Stack>
      </Paper>
    );
  else if (restaurant.isError)
    content = (
      <Alert color="red" role="alert" title={t('owner.dashboard.loadFailedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(restaurant.error, t('owner.dashboard.fetchFailed'))}</Text>
          <Button size="xs" variant="light" onClick={() => restaurant.refetch()}>
            {t('owner.tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (!restaurant.data)
    content = (
      <Alert color="yellow" title={t('owner.dashboard.noRestaurantTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('owner.dashboard.noRestaurantLoaded')}</Text>
          <Button component={Link} to="/create-restaurant" size="xs">
            {t('owner.createRestaurant')}
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const data = restaurant.data;
    content = (
      <>
        <PauseControl restaurant={data} />
        <DashboardTabs
          tabs={[
            {
              value: 'overview',
              label: t('owner.dashboard.tabs.overview'),
              icon: <IconChartBar size={16} aria-hidden />,
              panel: <OverviewTab restaurant={data} />,
            },
            {
              value: 'orders',
              label: t('owner.dashboard.tabs.orders'),
              icon: <IconReceipt size={16} aria-hidden />,
              panel: <OrdersTab />,
            },
            {
              value: 'menu',
              label: t('owner.dashboard.tabs.menu'),
              icon: <IconToolsKitchen2 size={16} aria-hidden />,
              panel: <MenuTab restaurant={data} />,
            },
            {
              value: 'ingredients',
              label: t('owner.dashboard.tabs.ingredients'),
              icon: <IconLeaf size={16} aria-hidden />,
              panel: <IngredientsTab restaurant={data} />,
            },
            {
              value: 'delivery',
              label: t('owner.dashboard.tabs.delivery'),
              icon: <IconClockHour4 size={16} aria-hidden />,
              panel: <DeliveryTab restaurant={data} />,
            },
            {
              value: 'promotions',
              label: t('promoAdmin.tab'),
              icon: <IconDiscount size={16} aria-hidden />,
              panel: <PromotionsManager />,
            },
          ]}
        />
      </>
    );
  }

  return (
    <Container py="xl">
      <Title order={1} mb="lg">
        {t('owner.dashboard.title')}
      </Title>
      {content}
    </Container>
  );
}
