import { Group, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '../lib/format';

export interface Stat {
  label: string;
  /** A number is a count, written with thousands separators; an amount comes formatted (formatMoney). */
  value: number | string;
  icon: ReactNode;
  color?: string;
}

/** A row of statistic cards (UI.md Dashboards): label, value, icon. */
export function StatCards({ stats, loading }: { stats: Stat[]; loading?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" aria-busy={loading}>
      {stats.map((stat) => (
        <Paper key={stat.label} shadow="sm" radius="md" p="md" withBorder>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {stat.label}
              </Text>
              {loading ? (
                <Skeleton h={28} w={80} mt={6} />
              ) : (
                <Text fz={28} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-stat={stat.label}>
                  {typeof stat.value === 'number' ? formatCount(stat.value) : stat.value}
                </Text>
              )}
            </div>
            <ThemeIcon variant="light" size={40} radius="md" color={stat.color} aria-hidden>
              {stat.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
