import '@mantine/charts/styles.css';
import { DASHBOARD_MESSAGES, type DailyStat, parseCents } from '@dishcraft/contract';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { EmptyState } from '../../ui/EmptyState';
import { formatCount, formatMoney, formatShortDate } from '../../lib/format';

/**
 * Orders and revenue per day (API.md §2.19 `daily`). Loaded with React.lazy so recharts stays out of
 * the first page. Each chart has a text summary for screen readers. Without a single order in the window there is
 * nothing to draw: the words say so, where empty axes (0 to 4) said nothing.
 */
export default function DailyCharts({ daily, titleOrder = 3 }: { daily: DailyStat[]; titleOrder?: 2 | 3 }) {
  const data = daily.map((d) => ({
    day: formatShortDate(d.date),
    Orders: d.orders,
    Revenue: (parseCents(d.revenue) ?? 0) / 100,
  }));
  const totalOrders = daily.reduce((sum, d) => sum + d.orders, 0);
  const totalRevenue = daily.reduce((sum, d) => sum + (parseCents(d.revenue) ?? 0), 0) / 100;
  if (totalOrders === 0)
    return (
      <Paper shadow="sm" radius="md" p="md" withBorder>
        <EmptyState
          order={titleOrder}
          icon={<IconChartBar />}
          title={DASHBOARD_MESSAGES.noOrdersTitle(daily.length)}
          hint={DASHBOARD_MESSAGES.noOrdersHint}
        />
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper shadow="sm" radius="md" p="md" withBorder>
        <Text fw={700} mb="sm" id="chart-orders">
          Orders, last {daily.length} days
        </Text>
        <VisuallyHidden>{`${formatCount(totalOrders)} orders in the last ${daily.length} days.`}</VisuallyHidden>
        <div role="img" aria-labelledby="chart-orders">
          {/* Orders come whole: no 0.25 of an order on the axis. */}
          <BarChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: 'Orders', color: 'tomato.6' }]}
            tickLine="y"
            valueFormatter={formatCount}
            yAxisProps={{ allowDecimals: false }}
          />
        </div>
      </Paper>
      <Paper shadow="sm" radius="md" p="md" withBorder>
        <Text fw={700} mb="sm" id="chart-revenue">
          Revenue, last {daily.length} days
        </Text>
        <VisuallyHidden>{`${formatMoney(totalRevenue)} revenue in the last ${daily.length} days.`}</VisuallyHidden>
        <div role="img" aria-labelledby="chart-revenue">
          <AreaChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: 'Revenue', color: 'teal.6' }]}
            curveType="monotone"
            valueFormatter={(v) => formatMoney(v)}
            tickLine="y"
          />
        </div>
      </Paper>
    </SimpleGrid>
  );
}
