import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useState } from 'react';

dayjs.extend(relativeTime);

/** '5 minutes ago' with the exact date and time in a tooltip (UI.md); refreshes itself every minute. */
export function TimeAgo({ date, tabIndex = 0, ...props }: { date: string; tabIndex?: number } & TextProps) {
  const [, setTick] = useState(0);
  useInterval(() => setTick((t) => t + 1), 60_000, { autoInvoke: true });
  const value = dayjs(date);
  return (
    <Tooltip label={value.format('D MMM YYYY, HH:mm')} withArrow>
      <Text component="time" dateTime={date} size="xs" c="dimmed" tabIndex={tabIndex} {...props}>
        {value.fromNow()}
      </Text>
    </Tooltip>
  );
}
