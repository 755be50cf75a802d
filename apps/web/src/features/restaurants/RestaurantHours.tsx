import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { localParts } from '@dishcraft/contract';
import { useTranslation } from 'react-i18next';
import { formatDate, formatOpeningHours, formatWeekday } from '../../lib/format';
import { shopZone } from '../../lib/locale';
import type { Closure, OpeningPeriod } from '../areas';

const WEEK = [0, 1, 2, 3, 4, 5, 6];

/** A closure's date at midday, so no zone moves it to the day before. */
const noon = (date: string) => `${date}T12:00:00`;

/** The periods of one weekday as one line: `12:00 – 15:00, 19:00 – 02:00 (next day)`, or Closed. */
function dayHours(periods: OpeningPeriod[], weekday: number, closed: string) {
  const today = periods.filter((p) => p.weekday === weekday).sort((a, b) => a.opens.localeCompare(b.opens));
  return today.length ? today.map((p) => formatOpeningHours(p.opens, p.closes)).join(', ') : closed;
}

/**
 * The week's hours, a row a day with today's marked, and the closures still ahead (API.md: weekday 0 is Sunday;
 * a period past midnight belongs to the day it opens and reads "(next day)").
 */
export function RestaurantHours({
  hours,
  closures,
  now = new Date(),
}: {
  hours: OpeningPeriod[];
  closures: Closure[];
  now?: Date;
}) {
  const { t } = useTranslation();
  // Today on the restaurant's clock (the shop's zone), as the API writes weekdays and closures' dates.
  const { weekday: today, date } = localParts(now, shopZone());
  const ahead = closures.filter((c) => c.ends >= date).sort((a, b) => a.starts.localeCompare(b.starts));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hours-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="hours-title">
          {t('browse.restaurant.hoursTitle')}
        </Title>
        <Table verticalSpacing={4} horizontalSpacing="sm" data-testid="hours-table">
          <Table.Tbody>
            {WEEK.map((weekday) => {
              const isToday = weekday === today;
              return (
                <Table.Tr
                  key={weekday}
                  aria-current={isToday ? 'date' : undefined}
                  fw={isToday ? 700 : undefined}
                  bg={isToday ? 'var(--mantine-color-tomato-light)' : undefined}
                >
                  <Table.Th scope="row" fw="inherit">
                    {formatWeekday(weekday)}
                    {isToday ? <Text span inherit c="dimmed">{` · ${t('browse.restaurant.today')}`}</Text> : null}
                  </Table.Th>
                  <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {dayHours(hours, weekday, t('browse.restaurant.closedAllDay'))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {ahead.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('browse.restaurant.closuresTitle')}
            </Title>
            {ahead.map((c) => (
              <Text key={`${c.starts}-${c.ends}`} size="sm" data-testid="closure">
                {c.starts === c.ends
                  ? formatDate(noon(c.starts))
                  : t('browse.restaurant.closureDates', {
                      starts: formatDate(noon(c.starts)),
                      ends: formatDate(noon(c.ends)),
                    })}
                {c.reason ? ` · ${c.reason}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
