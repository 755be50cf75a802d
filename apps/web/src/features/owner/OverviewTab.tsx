import { localized } from '@dishcraft/contract';
import { Alert, Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconBuildingStore,
  IconClock,
  IconCash,
  IconEdit,
  IconHourglass,
  IconMapPin,
  IconPhone,
  IconReceipt,
  IconToolsKitchen2,
  IconX,
} from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import type { Restaurant } from '../../lib/types';
import { ApprovalBadge, OpenBadge } from '../../ui/badges';
import { StatCards } from '../../ui/StatCards';
import { toast } from '../../ui/toast';
import { DailyCharts } from './charts';
import { useOwnerStats, useSaveRestaurant } from './api';
import { RestaurantForm } from './RestaurantForm';
import { formatMoney, formatOpeningHours } from '../../lib/format';
import { Detail } from './Detail';
import { RevenueSplit } from '../promotions';

/** Today's periods as one line, `12:00 – 15:00, 19:00 – 02:00 (next day)`, in the browser's weekday. */
function todaysHours(restaurant: Restaurant, closed: string): string {
  const today = new Date().getDay();
  const periods = restaurant.opening_hours
    .filter((p) => p.weekday === today)
    .sort((a, b) => a.opens.localeCompare(b.opens));
  if (!restaurant.opening_hours.length) return formatOpeningHours(restaurant.opening_time, restaurant.closing_time);
  return periods.length ? periods.map((p) => formatOpeningHours(p.opens, p.closes)).join(', ') : closed;
}

/** Overview tab (owner/admin spec §2): the restaurant, Edit Details, statistics and charts. */
export function OverviewTab({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  const save = useSaveRestaurant(restaurant.id, t('owner.overview.updateFailed'));
  const name = localized(restaurant, 'name', language);
  const stats = useOwnerStats(true);

  return (
    <Stack gap="lg">
      <Paper shadow="sm" radius="md" p={{ base: 'md', sm: 'lg' }} withBorder>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Avatar
            src={restaurant.logo}
            alt={restaurant.logo ? t('owner.overview.logoOf', { name }) : ''}
            size={96}
            radius="md"
            color="tomato"
          >
            <IconBuildingStore size={40} aria-hidden />
          </Avatar>
          <Stack gap="xs" style={{ flex: 1, minWidth: 220 }}>
            <Group gap="sm">
              <Title order={2}>{name}</Title>
              <OpenBadge isActive={restaurant.is_active} />
              <ApprovalBadge restaurant={restaurant} />
            </Group>
            <Text c="dimmed">{localized(restaurant, 'description', language)}</Text>
            {restaurant.is_approved === null && <Text size="sm">{t('owner.overview.underReview')}</Text>}
            {restaurant.is_approved === false && (
              <Alert color="red" title={t('owner.overview.rejectedTitle')} icon={<IconX />}>
                {t('owner.overview.rejectedReason', {
                  reason: restaurant.rejection_reason || t('owner.overview.noReason'),
                })}
              </Alert>
            )}
            <Detail icon={<IconMapPin size={16} />} label={t('owner.overview.address')}>
              {restaurant.address}
            </Detail>
            <Detail icon={<IconPhone size={16} />} label={t('owner.overview.phone')}>
              {restaurant.phone_number}
            </Detail>
            <Detail icon={<IconClock size={16} />} label={t('owner.overview.hours')}>
              {todaysHours(restaurant, t('owner.overview.closedToday'))}
            </Detail>
          </Stack>
          <Button
            variant={editing ? 'default' : 'light'}
            leftSection={editing ? <IconX size={16} /> : <IconEdit size={16} />}
            onClick={() => setEditing((v) => !v)}
            aria-expanded={editing}
          >
            {editing ? t('owner.overview.cancelEditing') : t('owner.overview.editDetails')}
          </Button>
        </Group>
        {editing && (
          <Paper mt="lg" p={{ base: 0, sm: 'md' }}>
            <Title order={3} size="h4" mb="md">
              {t('owner.overview.editDetails')}
            </Title>
            <RestaurantForm
              restaurant={restaurant}
              submitLabel={t('owner.overview.saveChanges')}
              fallbackError={t('owner.overview.updateFailed')}
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                await save.mutateAsync(body);
                toast({ message: t('owner.overview.updated') });
                setEditing(false);
              }}
            />
          </Paper>
        )}
      </Paper>

      <section aria-labelledby="owner-stats">
        <Title order={2} size="h3" id="owner-stats" mb="sm">
          {t('owner.overview.statistics')}
        </Title>
        {stats.isError ? (
          <Alert color="red">{t('owner.overview.statsFailed')}</Alert>
        ) : (
          <Stack gap="md">
            <StatCards
              loading={stats.isLoading}
              stats={[
                {
                  label: t('owner.overview.totalOrders'),
                  value: stats.data?.total_orders ?? 0,
                  icon: <IconReceipt />,
                  color: 'blue',
                },
                {
                  label: t('owner.overview.menuItems'),
                  value: stats.data?.menu_items ?? 0,
                  icon: <IconToolsKitchen2 />,
                  color: 'tomato',
                },
                {
                  label: t('owner.overview.pendingOrders'),
                  value: stats.data?.pending_orders ?? 0,
                  icon: <IconHourglass />,
                  color: 'yellow',
                },
                {
                  label: t('owner.overview.totalRevenue'),
                  value: formatMoney(stats.data?.total_revenue ?? '0'),
                  icon: <IconCash />,
                  color: 'green',
                },
              ]}
            />
            {stats.data && <RevenueSplit stats={stats.data} />}
            {stats.data && (
              <Text size="sm" c="dimmed" data-testid="delivery-fees">
                {t('owner.overview.feesApart', { fees: formatMoney(stats.data.delivery_fees ?? '0') })}
              </Text>
            )}
            {stats.data && (
              <Suspense
                fallback={
                  <Skeleton h={280} role="status" aria-busy="true" aria-label={t('owner.overview.loadingChart')} />
                }
              >
                <DailyCharts daily={stats.data.daily} />
              </Suspense>
            )}
          </Stack>
        )}
      </section>
    </Stack>
  );
}
