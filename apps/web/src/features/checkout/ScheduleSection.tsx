import { Group, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWeekday } from '../../lib/format';
import type { Fulfilment } from './fulfilment';
import { localDate, type ScheduleDay } from './schedule';

export type When = 'now' | 'schedule';

/** "Today", "Tomorrow", else "Friday, 4 Dec 2026". */
function useDayLabel() {
  const { t } = useTranslation();
  return (date: string) => {
    const today = localDate(new Date());
    // Days as dates at UTC noon: plain arithmetic, and noon stays on its date in every zone the shop may be in.
    const noon = (d: string) => Date.parse(`${d}T12:00:00Z`);
    const days = Math.round((noon(date) - noon(today)) / 86_400_000);
    if (days === 0) return t('checkout.today');
    if (days === 1) return t('checkout.tomorrow');
    const day = new Date(noon(date));
    return t('checkout.dayLabel', { weekday: formatWeekday(day.getUTCDay()), date: formatDate(day.toISOString()) });
  };
}

/**
 * Now, or a day and time in the next seven days when the restaurant takes orders. "Now" is not offered while the
 * restaurant is closed: an order can still be scheduled for when it opens.
 */
export function ScheduleSection({
  fulfilment,
  when,
  onWhen,
  closedNow,
  days,
  date,
  time,
  onDate,
  onTime,
  error,
}: {
  fulfilment: Fulfilment;
  when: When;
  onWhen(value: When): void;
  closedNow: boolean;
  days: ScheduleDay[];
  date: string;
  time: string;
  onDate(value: string): void;
  onTime(value: string): void;
  error?: string;
}) {
  const { t } = useTranslation();
  const dayLabel = useDayLabel();
  const times = days.find((d) => d.date === date)?.times ?? [];
  return (
    <Stack gap="sm">
      <Radio.Group
        value={when}
        onChange={(v) => onWhen(v as When)}
        label={t('checkout.whenTitle')}
        labelProps={{ fw: 600 }}
      >
        <Group gap="lg" mt={6}>
          <Radio
            value="now"
            disabled={closedNow}
            label={fulfilment === 'pickup' ? t('checkout.pickupNow') : t('checkout.deliverNow')}
            description={closedNow ? t('checkout.closedNow') : undefined}
          />
          <Radio value="schedule" label={t('checkout.schedule')} disabled={days.length === 0} />
        </Group>
      </Radio.Group>
      {when === 'schedule' &&
        (days.length === 0 ? (
          <Text size="sm" c="red.8" role="alert">
            {t('checkout.noSlots')}
          </Text>
        ) : (
          <Group grow align="flex-start" gap="sm">
            <Select
              id="checkout-schedule-date"
              label={t('checkout.scheduleDay')}
              required
              allowDeselect={false}
              data={days.map((d) => ({ value: d.date, label: dayLabel(d.date) }))}
              value={date || null}
              onChange={(v) => onDate(v ?? '')}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              id="checkout-schedule-time"
              label={t('checkout.scheduleTime')}
              required
              allowDeselect={false}
              searchable
              data={times}
              value={time || null}
              onChange={(v) => onTime(v ?? '')}
              error={error}
              comboboxProps={{ withinPortal: true }}
              nothingFoundMessage={t('checkout.noTime')}
            />
          </Group>
        ))}
    </Stack>
  );
}
