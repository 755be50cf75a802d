import { OWNER_MESSAGES } from '@dishcraft/contract';
import { Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconClock,
  IconCurrencyDollar,
  IconEdit,
  IconHourglass,
  IconMapPin,
  IconPhone,
  IconReceipt,
  IconToolsKitchen2,
  IconX,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import type { Restaurant } from '../../lib/types';
import { ApprovalBadge, OpenBadge } from '../../ui/badges';
import { StatCards } from '../../ui/StatCards';
import { toast } from '../../ui/toast';
import { DailyCharts } from './charts';
import { useOwnerStats, useSaveRestaurant } from './api';
import { RestaurantForm } from './RestaurantForm';
import { formatMoney, formatOpeningHours } from '../../lib/format';
import { Detail } from './Detail';

/** Overview tab (owner/admin spec §2): the restaurant, Edit Details, statistics and charts. */
export function OverviewTab({ restaurant }: { restaurant: Restaurant }) {
  const [editing, setEditing] = useState(false);
  const save = useSaveRestaurant(restaurant.id, OWNER_MESSAGES.restaurantUpdateFailed);
  const stats = useOwnerStats(true);

  return (
    <Stack gap="lg">
      <Paper shadow="sm" radius="md" p={{ base: 'md', sm: 'lg' }} withBorder>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Avatar
            src={restaurant.logo}
            alt={restaurant.logo ? `Logo of ${restaurant.name}` : ''}
            size={96}
            radius="md"
            color="tomato"
          >
            <IconBuildingStore size={40} aria-hidden />
          </Avatar>
          <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
            <Group gap="sm">
              <Title order={2}>{restaurant.name}</Title>
              <OpenBadge isActive={restaurant.is_active} />
              <ApprovalBadge restaurant={restaurant} />
            </Group>
            <Text c="dimmed">{restaurant.description}</Text>
            {restaurant.is_approved === null && (
              <Text size="sm">
                An administrator is reviewing your restaurant; customers will see it once it is approved.
              </Text>
            )}
            {restaurant.is_approved === false && (
              <Alert color="red" title="Your restaurant was rejected" icon={<IconX />}>
                Reason: {restaurant.rejection_reason || 'No reason given.'}
              </Alert>
            )}
            <Detail icon={<IconMapPin size={16} />} label="Address">
              {restaurant.address}
            </Detail>
            <Detail icon={<IconPhone size={16} />} label="Phone">
              {restaurant.phone_number}
            </Detail>
            <Detail icon={<IconClock size={16} />} label="Hours">
              {formatOpeningHours(restaurant.opening_time, restaurant.closing_time)}
            </Detail>
          </Stack>
          <Button
            variant={editing ? 'default' : 'light'}
            leftSection={editing ? <IconX size={16} /> : <IconEdit size={16} />}
            onClick={() => setEditing((v) => !v)}
            aria-expanded={editing}
          >
            {editing ? 'Cancel Editing' : 'Edit Details'}
          </Button>
        </Group>
        {editing && (
          <Paper mt="lg" p={{ base: 0, sm: 'md' }}>
            <Title order={3} size="h4" mb="md">
              Edit Details
            </Title>
            <RestaurantForm
              restaurant={restaurant}
              submitLabel="Save Changes"
              fallbackError={OWNER_MESSAGES.restaurantUpdateFailed}
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                await save.mutateAsync(body);
                toast({ message: OWNER_MESSAGES.restaurantUpdated });
                setEditing(false);
              }}
            />
          </Paper>
        )}
      </Paper>

      <section aria-labelledby="owner-stats">
        <Title order={2} size="h3" id="owner-stats" mb="sm">
          Statistics
        </Title>
        {stats.isError ? (
          <Alert color="red">{OWNER_MESSAGES.statsFailed}</Alert>
        ) : (
          <Stack gap="md">
            <StatCards
              loading={stats.isLoading}
              stats={[
                { label: 'Total Orders', value: stats.data?.total_orders ?? 0, icon: <IconReceipt />, color: 'blue' },
                {
                  label: 'Menu Items',
                  value: stats.data?.menu_items ?? 0,
                  icon: <IconToolsKitchen2 />,
                  color: 'tomato',
                },
                {
                  label: 'Pending Orders',
                  value: stats.data?.pending_orders ?? 0,
                  icon: <IconHourglass />,
                  color: 'yellow',
                },
                {
                  label: 'Total Revenue',
                  value: formatMoney(stats.data?.total_revenue ?? '0'),
                  icon: <IconCurrencyDollar />,
                  color: 'green',
                },
              ]}
            />
            {stats.data && (
              <Suspense fallback={<Skeleton h={280} role="status" aria-busy="true" aria-label="Loading the chart" />}>
                <DailyCharts daily={stats.data.daily} />
              </Suspense>
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
