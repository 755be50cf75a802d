import { OWNER_MESSAGES } from '@dishcraft/contract';
import { Alert, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBuildingStore, IconChartBar, IconLeaf, IconReceipt, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText } from '../../ui/errorText';
import { isNoRestaurant, useMyRestaurant } from './api';
import { DashboardTabs } from '../../ui/DashboardTabs';
import { IngredientsTab } from './IngredientsTab';
import { MenuTab } from './MenuTab';
import { OrdersTab } from './OrdersTab';
import { OverviewTab } from './OverviewTab';

function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">Loading...</VisuallyHidden>
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

/** Restaurant dashboard (owner/admin spec §2): Overview, Orders, Menu Management, Ingredients. */
export function RestaurantDashboardPage() {
  const restaurant = useMyRestaurant();

  let content: React.ReactNode;
  if (restaurant.isLoading) content = <DashboardSkeleton />;
  else if (restaurant.isError && isNoRestaurant(restaurant.error))
    content = (
      <Paper shadow="sm" radius="md" p="xl" ta="center" withBorder>
        <Stack align="center" gap="md">
          <IconBuildingStore size={56} stroke={1.4} aria-hidden />
          <Title order={2}>{OWNER_MESSAGES.welcomeTitle}</Title>
          <Text c="dimmed" maw={480}>
            {OWNER_MESSAGES.welcomeText}
          </Text>
          <Button component={Link} to="/create-restaurant" size="md">
            Create Your Restaurant
          </Button>
        </Stack>
      </Paper>
    );
  else if (restaurant.isError)
    content = (
      <Alert color="red" role="alert" title="Your restaurant could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(restaurant.error, OWNER_MESSAGES.fetchRestaurantFailed)}</Text>
          <Button size="xs" variant="light" onClick={() => restaurant.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  else if (!restaurant.data)
    content = (
      <Alert color="yellow" title="No restaurant">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{OWNER_MESSAGES.noRestaurantLoaded}</Text>
          <Button component={Link} to="/create-restaurant" size="xs">
            Create Restaurant
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const data = restaurant.data;
    content = (
      <DashboardTabs
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            icon: <IconChartBar size={16} aria-hidden />,
            panel: <OverviewTab restaurant={data} />,
          },
          { value: 'orders', label: 'Orders', icon: <IconReceipt size={16} aria-hidden />, panel: <OrdersTab /> },
          {
            value: 'menu',
            label: 'Menu Management',
            icon: <IconToolsKitchen2 size={16} aria-hidden />,
            panel: <MenuTab restaurant={data} />,
          },
          {
            value: 'ingredients',
            label: 'Ingredients',
            icon: <IconLeaf size={16} aria-hidden />,
            panel: <IngredientsTab restaurant={data} />,
          },
        ]}
      />
    );
  }

  return (
    <Container py="xl">
      <Title order={1} mb="lg">
        Restaurant Dashboard
      </Title>
      {content}
    </Container>
  );
}
