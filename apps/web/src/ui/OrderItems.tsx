import { localized, parseCents } from '@dishcraft/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from '../lib/types';
import { formatMoney } from '../lib/format';
import { optionNames } from '../lib/mealOptions';
import { StackedTable } from './StackedTable';
import { useTextLanguage } from './textLanguage';
import { wrapAnywhere } from './wrap';

/** How every order screen words a line, in the page's language: its name, "2 × Kofta", its ingredients. */
function useItemText() {
  const { t } = useTranslation();
  const language = useTextLanguage();
  const name = (item: OrderItem) => {
    const meal = item.custom_meal_details ?? item.meal_details;
    return meal ? localized(meal, 'name', language) : t('common.orderItems.deleted');
  };
  return {
    name,
    line: (item: OrderItem) => t('common.orderItems.line', { quantity: item.quantity, name: name(item) }),
    /** "Large · Extra halloumi · No onions" (issue #22), as they were when ordered; '' for none. */
    options: (item: OrderItem) => optionNames(item.options, language, t('browse.options.separator')),
    ingredients: (item: OrderItem, separator: string) =>
      item.custom_meal_details?.ingredients
        .map((i) =>
          t('common.orderItems.ingredient', {
            name: localized(i, 'name', language),
            quantity: i.quantity,
            unit: t(`labels.unit.${i.unit}`),
          }),
        )
        .join(separator),
  };
}

/** Line total = price × quantity, in cents. */
const lineTotal = (item: OrderItem) => formatMoney(((parseCents(item.price) ?? 0) * item.quantity) / 100);

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * An order's lines, on every order screen. `compact` and `detailed` are the customer's list (quantity × name with
 * '(Custom)', note, line total; detailed adds ingredients and the unit price); `table` is the staff's (owner/admin
 * spec §2: name with Custom, quantity, price and total in columns, ingredients, cooking and special instructions);
 * `names` is one "2 × Kofta" line per item for a row of a list. Long names and notes wrap in the detailed views and
 * are cut to a line or two in the short ones, with the whole text in the element's title.
 */
export function OrderItems({
  items,
  view = 'compact',
}: {
  items: OrderItem[];
  view?: 'compact' | 'detailed' | 'table' | 'names';
}) {
  if (view === 'table') return <ItemTable items={items} />;
  if (view === 'names') return <ItemNames items={items} />;
  return <ItemList items={items} detailed={view === 'detailed'} />;
}

function ItemNames({ items }: { items: OrderItem[] }) {
  const text = useItemText();
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0, minWidth: 0 }}>
      {items.map((item) => {
        const options = text.options(item);
        return (
          <li key={item.id} style={{ minWidth: 0 }}>
            <Text size="sm" truncate="end" title={text.line(item)}>
              {text.line(item)}
            </Text>
            {options && (
              <Text size="xs" c="dimmed" truncate="end" title={options} data-testid="order-item-options">
                {options}
              </Text>
            )}
          </li>
        );
      })}
    </Stack>
  );
}

function ItemList({ items, detailed }: { items: OrderItem[]; detailed: boolean }) {
  const { t } = useTranslation();
  const text = useItemText();
  // The short list cuts a line to two rows and a note to one; the detail shows them whole.
  const clamp = detailed ? { style: wrapAnywhere } : { lineClamp: 2, style: wrapAnywhere };
  const cut = detailed ? { style: wrapAnywhere } : { truncate: 'end' as const };
  return (
    <Stack gap={detailed ? 'sm' : 4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Text size="sm" fw={detailed ? 600 : 400} title={text.line(item)} {...clamp}>
                {text.line(item)}
              </Text>
              {item.custom_meal_details && (
                <Badge size="xs" variant="light" color="grape" style={{ flexShrink: 0 }} mt={3}>
                  {t('common.orderItems.customTag')}
                </Badge>
              )}
            </Group>
            {item.options.length > 0 && (
              <Text size="xs" c="dimmed" title={text.options(item)} data-testid="order-item-options" {...clamp}>
                {text.options(item)}
              </Text>
            )}
            {detailed && item.custom_meal_details && item.custom_meal_details.ingredients.length > 0 && (
              <Text size="xs" c="dimmed" style={wrapAnywhere}>
                {text.ingredients(item, ' · ')}
              </Text>
            )}
            {item.special_instructions && (
              <Text size="xs" c="dimmed" fs="italic" title={item.special_instructions} {...cut}>
                {t('common.orderItems.note', { note: item.special_instructions })}
              </Text>
            )}
            {detailed && (
              <Text size="xs" c="dimmed">
                {t('common.orderItems.each', { price: formatMoney(item.price) })}
              </Text>
            )}
          </div>
          <Text size="sm" style={{ ...tabular, whiteSpace: 'nowrap' }}>
            {lineTotal(item)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function ItemTable({ items }: { items: OrderItem[] }) {
  const { t } = useTranslation();
  const number = { ta: 'end', style: { ...tabular, whiteSpace: 'nowrap' } } as const;
  return (
    <StackedTable
      verticalSpacing={6}
      fz="sm"
      rows={items}
      rowKey={(item) => item.id}
      columns={[
        { label: t('common.orderItems.item'), primary: true, cell: (item) => <ItemCell item={item} /> },
        { label: t('common.orderItems.qty'), tdProps: number, cell: (item) => item.quantity },
        { label: t('common.orderItems.price'), tdProps: number, cell: (item) => formatMoney(item.price) },
        { label: t('common.orderItems.total'), tdProps: { ...number, fw: 600 }, cell: lineTotal },
      ]}
    />
  );
}

function ItemCell({ item }: { item: OrderItem }) {
  const { t } = useTranslation();
  const text = useItemText();
  return (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Text size="sm" fw={500} style={wrapAnywhere}>
          {text.name(item)}
        </Text>
        {item.custom_meal_details && (
          <Badge size="xs" variant="filled" color="grape.9" style={{ flexShrink: 0 }} mt={3}>
            {t('common.orderItems.custom')}
          </Badge>
        )}
      </Group>
      {item.options.length > 0 && (
        <Text size="sm" style={wrapAnywhere} data-testid="order-item-options">
          {text.options(item)}
        </Text>
      )}
      {item.custom_meal_details?.ingredients.length ? (
        <Text size="xs" c="dimmed" style={wrapAnywhere}>
          {text.ingredients(item, t('common.listSeparator'))}
        </Text>
      ) : null}
      {item.custom_meal_details?.cooking_instructions ? (
        <Text size="xs" c="dimmed" style={wrapAnywhere}>
          {t('common.orderItems.cooking', { text: item.custom_meal_details.cooking_instructions })}
        </Text>
      ) : null}
      {item.special_instructions && (
        <Text size="xs" c="dimmed" fs="italic" style={wrapAnywhere}>
          {t('common.orderItems.instructions', { text: item.special_instructions })}
        </Text>
      )}
    </Stack>
  );
}

function SumRow({
  label,
  children,
  strong,
  testId,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : undefined} style={tabular} data-testid={testId}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * What an order cost, on every order screen (issue #21): subtotal, delivery fee (a pickup has none), the promo code's
 * discount (issue #23) and the total charged, all as the order stored them. An order from before fees has no
 * subtotal: its total is its subtotal.
 */
export function OrderBreakdown({
  order,
}: {
  order: {
    total_price: string;
    subtotal?: string;
    delivery_fee?: string;
    fulfilment?: 'delivery' | 'pickup';
    promo_code?: string | null;
    discount?: string;
  };
}) {
  const { t } = useTranslation();
  const discounted = Number(order.discount ?? 0) > 0;
  return (
    <Stack gap={4} data-testid="order-breakdown">
      <SumRow label={t('common.orderItems.subtotal')} testId="order-subtotal">
        {formatMoney(order.subtotal ?? order.total_price)}
      </SumRow>
      {order.fulfilment !== 'pickup' && (
        <SumRow label={t('common.orderItems.deliveryFee')} testId="order-fee">
          {formatMoney(order.delivery_fee ?? 0)}
        </SumRow>
      )}
      {discounted && (
        <SumRow label={t('promotions.discountRow', { code: order.promo_code ?? '' })} testId="order-discount">
          {formatMoney(-Number(order.discount))}
        </SumRow>
      )}
      <SumRow label={t('common.orderItems.total')} strong testId="order-total">
        {formatMoney(order.total_price)}
      </SumRow>
    </Stack>
  );
}
