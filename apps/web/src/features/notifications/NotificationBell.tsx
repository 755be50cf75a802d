import { DISPLAY } from '@dishcraft/contract';
import { ActionIcon, Box, Indicator, Menu, ScrollArea, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../lib/format';
import { TimeAgo } from '../../ui/TimeAgo';
import { useMarkAsRead, useUnreadNotifications } from './api';

/** The badge text: the count, capped as 9+ (customer spec §2 Header). */
export function bellLabel(count: number): string {
  return count > DISPLAY.bellCap ? `${formatCount(DISPLAY.bellCap)}+` : formatCount(count);
}

/** Where a notification leads: its order, or the notifications page. */
export const notificationHref = (order: number | null) => (order ? `/orders/${order}` : '/notifications');

/**
 * The header's bell (signed-in users only): unread count and a dropdown of the unread notifications, kept
 * current by the live stream the header opens.
 */
export function NotificationBell() {
  const unread = useUnreadNotifications();
  const markAsRead = useMarkAsRead();
  const { t } = useTranslation();
  const list = unread.data ?? [];
  const count = list.length;
  return (
    <Menu position="bottom-end" width={340} shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={count ? t('notifications.bellUnread', { count }) : t('notifications.title')}
        >
          <Indicator
            label={bellLabel(count)}
            size={16}
            offset={2}
            disabled={count === 0}
            color="red"
            data-testid="bell-badge"
          >
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('notifications.dropdown')}>
        <Menu.Label>{t('notifications.title')}</Menu.Label>
        {count === 0 ? (
          <Box px="sm" py="md" ta="center">
            <IconBellOff size={20} aria-hidden style={{ opacity: 0.6 }} />
            <Text size="sm" c="dimmed">
              {t('notifications.noNew')}
            </Text>
          </Box>
        ) : (
          <ScrollArea.Autosize mah={360} type="auto">
            {list.map((n) => (
              <Menu.Item
                key={n.id}
                component={Link}
                to={notificationHref(n.order)}
                onClick={() => markAsRead.mutate(n.id)}
                data-testid="bell-item"
              >
                <Text size="sm" fw={600} lineClamp={1}>
                  {n.title}
                </Text>
                <Text size="xs" lineClamp={2}>
                  {n.message}
                </Text>
                <TimeAgo date={n.created_at} tabIndex={-1} />
              </Menu.Item>
            ))}
          </ScrollArea.Autosize>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/notifications" fw={600}>
          {t('notifications.viewAll')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
