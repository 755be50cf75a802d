import '@mantine/charts/styles.css';
import { type DailyStat, directionOf, parseCents } from '@dishcraft/contract';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import { EmptyState } from '../../ui/EmptyState';
import { formatCount, formatMoney, formatShortDate } from '../../lib/format';

/**
 * Orders and revenue per day (API.md §2.19 `daily`). Loaded with React.lazy so recharts stays out of
 * the first page. Each chart has a text summary for screen readers. Without a single order in the window there is
 * nothing to draw: the words say so, where empty axes (0 to 4) said nothing. In Arabic time runs from right to left,
 * so the day axis is reversed and the value axis stands on the right, where an Arabic reader starts.
 */
export default function DailyCharts({ daily, titleOrder = 3 }: { daily: DailyStat[]; titleOrder?: 2 | 3 }) {
  const { t } = useTranslation();
  const rtl = directionOf(useLanguage().language) === 'rtl';
  const axes = {
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const) },
  };
  const days = daily.length;
  const data = daily.map((d) => ({
    day: formatShortDate(d.date),
    orders: d.orders,
    revenue: (parseCents(d.revenue) ?? 0) / 100,
  }));
  const totalOrders = daily.reduce((sum, d) => sum + d.orders, 0);
  const totalRevenue = daily.reduce((sum, d) => sum + (parseCents(d.revenue) ?? 0), 0) / 100;
  if (totalOrders === 0)
    return (
      <Paper shadow="sm" radius="md" p="md" withBorder>
        <EmptyState
          order={titleOrder}
          icon={<IconChartBar />}
          title={t('owner.charts.noOrdersTitle', { count: days })}
          hint={t('owner.charts.noOrdersHint')}
        />
      </Paper>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper shadow="sm" radius="md" p="md" withBorder>
        <Text fw={700} mb="sm" id="chart-orders">
          {t('owner.charts.ordersTitle', { count: days })}
        </Text>
        <VisuallyHidden>
          {t('owner.charts.ordersSummary', { count: days, orders: formatCount(totalOrders) })}
        </VisuallyHidden>
        <div role="img" aria-labelledby="chart-orders">
          {/* Orders come whole: no 0.25 of an order on the axis. */}
          <BarChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: 'orders', label: t('owner.charts.orders'), color: 'tomato.6' }]}
            tickLine="y"
            valueFormatter={formatCount}
            xAxisProps={axes.xAxisProps}
            yAxisProps={{ ...axes.yAxisProps, allowDecimals: false }}
          />
        </div>
      </Paper>
      <Paper shadow="sm" radius="md" p="md" withBorder>
        <Text fw={700} mb="sm" id="chart-revenue">
          {t('owner.charts.revenueTitle', { count: days })}
        </Text>
        <VisuallyHidden>
          {t('owner.charts.revenueSummary', { count: days, revenue: formatMoney(totalRevenue) })}
        </VisuallyHidden>
        <div role="img" aria-labelledby="chart-revenue">
          <AreaChart
            h={220}
            data={data}
            dataKey="day"
            series={[{ name: 'revenue', label: t('owner.charts.revenue'), color: 'teal.6' }]}
            curveType="monotone"
            valueFormatter={(v) => formatMoney(v)}
            tickLine="y"
            {...axes}
          />
        </div>
      </Paper>
    </SimpleGrid>
  );
}
