import { FULFILMENT_LIMITS } from '@dishcraft/contract';
import { Alert, Badge, Button, Group, Menu, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatOpensAt, formatSoon } from '../../lib/format';
import type { Restaurant } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { toast } from '../../ui/toast';
import { usePause, usePatchRestaurant } from './deliveryApi';

/** The extra minutes a busy kitchen adds to every estimate; the owner picks one in a tap. */
const BUSY_CHOICES = [0, 10, 20, 30];

/**
 * The clock as of the last render, with a render at least every `ms` so a countdown moves. Read at render time, not
 * at the last tick: a pause that has just started counts from now, never from a tick up to `ms` ago.
 */
function useNow(ms: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return Date.now();
}

/** Where the restaurant stands for customers now: paused, switched off, open, or closed until it opens. */
function OrdersState({ restaurant, now }: { restaurant: Restaurant; now: number }) {
  const { t } = useTranslation();
  const pausedUntil = restaurant.paused_until ? Date.parse(restaurant.paused_until) : 0;
  if (pausedUntil > now) {
    const minutes = Math.max(1, Math.ceil((pausedUntil - now) / 60_000));
    return (
      <Group gap="xs" wrap="wrap">
        <Badge color="orange.9" variant="filled">
          {t('owner.pause.paused')}
        </Badge>
        <Text size="sm" fw={500} data-testid="pause-remaining">
          {t('owner.pause.pausedUntil', {
            time: formatSoon(restaurant.paused_until as string),
            count: minutes,
            left: formatCount(minutes),
          })}
        </Text>
      </Group>
    );
  }
  const [color, label, detail] = !restaurant.is_active
    ? ['red.9', t('owner.pause.switchedOff'), t('owner.pause.switchedOffHint')]
    : restaurant.is_open_now || pausedUntil
      ? // a pause that has just run out: the restaurant is back to its hours, read again shortly
        ['teal.9', t('owner.pause.taking'), t('owner.pause.takingHint')]
      : [
          'gray.8',
          t('owner.pause.closed'),
          restaurant.opens_at ? formatOpensAt(restaurant.opens_at) : t('owner.pause.noOpening'),
        ];
  return (
    <Group gap="xs" wrap="wrap">
      <Badge color={color} variant="filled">
        {label}
      </Badge>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </Group>
  );
}

/**
 * Pause and busy kitchen (issue #21), at the top of the dashboard whatever tab is open: stop new orders for a while
 * or until the next opening, take them again, and add minutes to every estimate while the kitchen is behind. Each
 * change is the server's at once, so customers see it on their next look.
 */
export function PauseControl({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const pause = usePause(restaurant.id);
  const patch = usePatchRestaurant(restaurant.id);
  const [failure, setFailure] = useState<string | null>(null);
  const paused = !!restaurant.paused_until && Date.parse(restaurant.paused_until) > now;
  const busy = restaurant.busy_extra_minutes;
  const choices = BUSY_CHOICES.includes(busy) ? BUSY_CHOICES : [...BUSY_CHOICES, busy].sort((a, b) => a - b);

  const choose = (choice: { minutes: number } | { until: 'next_opening' } | null) => {
    setFailure(null);
    pause.mutate(choice, {
      onSuccess: () => toast({ message: choice ? t('owner.pause.pausedDone') : t('owner.pause.resumedDone') }),
      onError: (error) =>
        setFailure(errorText(error, choice ? t('owner.pause.pauseFailed') : t('owner.pause.resumeFailed'))),
    });
  };
  const setBusy = (value: string) => {
    setFailure(null);
    patch.mutate(
      { busy_extra_minutes: Number(value) },
      {
        onSuccess: () => toast({ message: t('owner.pause.busySaved') }),
        onError: (error) => setFailure(errorText(error, t('owner.delivery.saveFailed'))),
      },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      mb="lg"
      component="section"
      aria-labelledby="orders-now"
      data-testid="pause-control"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700} id="orders-now">
              {t('owner.pause.title')}
            </Text>
            <div aria-live="polite">
              <OrdersState restaurant={restaurant} now={now} />
            </div>
          </Stack>
          {paused ? (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              onClick={() => choose(null)}
              loading={pause.isPending}
              w={{ base: '100%', xs: 'auto' }}
            >
              {t('owner.pause.resume')}
            </Button>
          ) : (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="light"
                  color="orange"
                  leftSection={<IconPlayerPause size={16} aria-hidden />}
                  rightSection={<IconChevronDown size={16} aria-hidden />}
                  loading={pause.isPending}
                  disabled={!restaurant.is_active}
                  w={{ base: '100%', xs: 'auto' }}
                >
                  {t('owner.pause.pause')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('owner.pause.forHowLong')}</Menu.Label>
                {FULFILMENT_LIMITS.pauseMinutes.map((minutes) => (
                  <Menu.Item key={minutes} onClick={() => choose({ minutes })}>
                    {t('owner.pause.forMinutes', { count: minutes, n: formatCount(minutes) })}
                  </Menu.Item>
                ))}
                <Menu.Item onClick={() => choose({ until: 'next_opening' })}>{t('owner.pause.untilNext')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        <Group gap="sm" align="center" wrap="wrap">
          <Text size="sm" fw={500} id="busy-label">
            {t('owner.pause.busy')}
          </Text>
          <SegmentedControl
            aria-labelledby="busy-label"
            size="xs"
            value={String(busy)}
            onChange={setBusy}
            disabled={patch.isPending}
            data={choices.map((m) => ({
              value: String(m),
              label: m === 0 ? t('owner.pause.busyOff') : t('owner.pause.busyPlus', { n: formatCount(m) }),
            }))}
          />
          <Text size="xs" c="dimmed">
            {t('owner.pause.busyHint')}
          </Text>
        </Group>
        {failure && (
          <Alert color="red" role="alert" p="xs" withCloseButton onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
