import { parseCents } from '@dishcraft/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';

/** The stats fields that split revenue by promo codes (OwnerStatsOut and AdminStatsOut alike). */
export interface RevenueFigures {
  gross_revenue: string;
  discounts: string;
  net_revenue: string;
}

/**
 * Gross, what promo codes took off, and net (issue #23), beside the revenue cards: gross counts items and delivery
 * fees before discounts, net is what the orders were charged.
 */
export function RevenueSplit({ stats }: { stats: RevenueFigures }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'gross', label: t('promoAdmin.stats.gross'), value: formatMoney(stats.gross_revenue) },
    {
      key: 'discounts',
      label: t('promoAdmin.stats.discounts'),
      // A minus only before something taken off: "−EGP 0.00" would read as a loss.
      value: parseCents(stats.discounts)
        ? t('promoAdmin.stats.minus', { amount: formatMoney(stats.discounts) })
        : formatMoney(stats.discounts),
    },
    { key: 'net', label: t('promoAdmin.stats.net'), value: formatMoney(stats.net_revenue) },
  ];
  return (
    <Paper shadow="sm" radius="md" p="md" withBorder component="section" aria-labelledby="revenue-split">
      <Text fw={700} id="revenue-split">
        {t('promoAdmin.stats.title')}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('promoAdmin.stats.hint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        {figures.map((f) => (
          <div key={f.key}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {f.label}
            </Text>
            <Text fz={22} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }} data-revenue={f.key}>
              {f.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
