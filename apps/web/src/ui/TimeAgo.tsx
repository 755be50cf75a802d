import { Text, type TextProps, Tooltip } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { formatDateTime, formatTimeAgo } from '../lib/format';
import { useTextLanguage } from './textLanguage';

/** '5 minutes ago' with the exact date and time in a tooltip (UI.md); refreshes itself every minute. */
export function TimeAgo({ date, tabIndex = 0, ...props }: { date: string; tabIndex?: number } & TextProps) {
  // Formatting reads the page's language outside React: a switch must render this again, whatever its parent does.
  useTextLanguage();
  const [, setTick] = useState(0);
  useInterval(() => setTick((t) => t + 1), 60_000, { autoInvoke: true });
  return (
    <Tooltip label={formatDateTime(date)} withArrow>
      <Text component="time" dateTime={date} size="xs" c="dimmed" tabIndex={tabIndex} {...props}>
        {formatTimeAgo(date)}
      </Text>
    </Tooltip>
  );
}
