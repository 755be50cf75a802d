import type { NotificationType } from '@dishcraft/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconCheck,
  IconChecks,
  IconCircleCheck,
  IconPackage,
  IconReceipt,
  IconTruckDelivery,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { formatCount } from '../../lib/format';
import type { AppNotification } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { TimeAgo } from '../../ui/TimeAgo';
import { toast } from '../../ui/toast';
import { useMarkAllAsRead, useMarkAsRead, useNotifications } from './api';

const ICONS: Record<NotificationType, { icon: ReactNode; color: string }> = {
  new_order: { icon: <IconReceipt size={18} />, color: 'tomato' },
  order_accepted: { icon: <IconCircleCheck size={18} />, color: 'blue' },
  order_rejected: { icon: <IconX size={18} />, color: 'red' },
  order_ready: { icon: <IconPackage size={18} />, color: 'teal' },
  order_delivered: { icon: <IconTruckDelivery size={18} />, color: 'green' },
  other: { icon: <IconBell size={18} />, color: 'gray' },
};

type Filter = 'all' | 'unread' | 'read';

/** Where each kind of user follows their orders; the button reads t(`notifications.home.${userType}`). */
const HOME_OF = { customer: '/orders', restaurant: '/restaurant-dashboard', admin: '/admin-dashboard' } as const;

function NotificationCard({ n, onOpen, onMark }: { n: AppNotification; onOpen(): void; onMark(): void }) {
  const { t } = useTranslation();
  const { icon, color } = ICONS[n.notification_type];
  // The card's accessible name: its title, whether it is unread, and the order it opens.
  const label = n.order
    ? n.is_read
      ? t('notifications.open.readOrder', { title: n.title, order: n.order })
      : t('notifications.open.unreadOrder', { title: n.title, order: n.order })
    : n.is_read
      ? t('notifications.open.read', { title: n.title })
      : t('notifications.open.unread', { title: n.title });
  const body = (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon variant="light" color={color} size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={n.is_read ? 500 : 700}>{n.title}</Text>
          {!n.is_read && (
            <Badge size="xs" color="tomato" variant="filled">
              {t('notifications.new')}
            </Badge>
          )}
          {n.order && (
            <Badge size="sm" variant="outline" color="gray">
              {t('notifications.order', { id: n.order })}
            </Badge>
          )}
        </Group>
        <Text size="sm">{n.message}</Text>
        <TimeAgo date={n.created_at} tabIndex={-1} />
      </Stack>
    </Group>
  );
  return (
    <Card
      withBorder
      padding="md"
      data-testid="notification-card"
      data-read={n.is_read}
      style={n.is_read ? undefined : { borderInlineStart: '4px solid var(--mantine-primary-color-filled)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <UnstyledButton
          onClick={onOpen}
          style={{ flex: 1, minWidth: 220, borderRadius: 'var(--mantine-radius-sm)' }}
          aria-label={label}
        >
          {body}
        </UnstyledButton>
        {!n.is_read && (
          <Button size="xs" variant="light" leftSection={<IconCheck size={14} />} onClick={onMark}>
            {t('notifications.markOne')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** /notifications (customer spec §2): all, unread and read notifications, with mark-as-read. */
export function NotificationsPage() {
  const { user } = useAuth();
  const query = useNotifications();
  const markOne = useMarkAsRead();
  const markAll = useMarkAllAsRead();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const userType = user?.user_type ?? 'customer';
  const list = query.data ?? [];
  const unread = list.filter((n) => !n.is_read);
  const shown = filter === 'all' ? list : filter === 'unread' ? unread : list.filter((n) => n.is_read);

  const fail = (error: Error) => toast({ color: 'red', title: t('notifications.failedTitle'), message: error.message });
  const open = (n: AppNotification) => {
    if (!n.is_read) markOne.mutate(n.id, { onError: fail });
    if (n.order) navigate(`/orders/${n.order}`);
  };

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={1}>{t('notifications.title')}</Title>
          {unread.length > 0 && (
            <Badge
              size="lg"
              color="red"
              variant="filled"
              aria-label={t('notifications.unread', { count: unread.length })}
            >
              {formatCount(unread.length)}
            </Badge>
          )}
        </Group>
        {unread.length > 0 && (
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: fail })}
          >
            {t('notifications.markAll')}
          </Button>
        )}
      </Group>

      <Tabs value={filter} onChange={(v) => setFilter((v as Filter) ?? 'all')} mb="md">
        <Tabs.List>
          <Tabs.Tab value="all">{t('notifications.filter.all')}</Tabs.Tab>
          <Tabs.Tab
            value="unread"
            rightSection={
              <Badge size="xs" variant="light" circle={unread.length < 10}>
                {formatCount(unread.length)}
              </Badge>
            }
          >
            {t('notifications.filter.unread')}
          </Tabs.Tab>
          <Tabs.Tab value="read">{t('notifications.filter.read')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>

      {query.isPending ? (
        <Stack gap="sm" role="status" aria-live="polite" aria-busy="true">
          <Text c="dimmed">{t('notifications.loading')}</Text>
          {[0, 1, 2].map((i) => (
            <Card withBorder key={i}>
              <Group wrap="nowrap" align="flex-start">
                <Skeleton circle height={34} />
                <Stack gap={8} style={{ flex: 1 }}>
                  <Skeleton height={14} width="40%" />
                  <Skeleton height={12} width="90%" />
                  <Skeleton height={10} width="20%" />
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
      ) : query.isError ? (
        <Alert color="red" title={t('notifications.loadError')} role="alert">
          {query.error.message}
          <Button mt="sm" size="xs" variant="light" color="red" display="block" onClick={() => query.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<IconBellOff size={28} />}
          title={t(`notifications.empty.${filter}`)}
          hint={t('notifications.emptyHint')}
          action={
            <Button component={Link} to={HOME_OF[userType]} variant="light">
              {t(`notifications.home.${userType}`)}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {shown.map((n) => (
            <NotificationCard
              key={n.id}
              n={n}
              onOpen={() => open(n)}
              onMark={() => markOne.mutate(n.id, { onError: fail })}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
