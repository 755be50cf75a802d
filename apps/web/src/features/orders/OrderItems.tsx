import { formatMoney } from '@dishcraft/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { OrderItem } from '../../lib/types';

export const itemName = (item: OrderItem) =>
  item.custom_meal_details?.name ?? item.meal_details?.name ?? 'Deleted item';

/** An order's lines: quantity, name with '(Custom)', special instructions, line total. */
export function OrderItems({ items, detailed = false }: { items: OrderItem[]; detailed?: boolean }) {
  return (
    <Stack gap={detailed ? 'sm' : 4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <Group key={item.id} component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={detailed ? 600 : 400}>
              {item.quantity} × {itemName(item)}
              {item.custom_meal_details && (
                <Badge ml={6} size="xs" variant="light" color="grape">
                  (Custom)
                </Badge>
              )}
            </Text>
            {detailed && item.custom_meal_details && item.custom_meal_details.ingredients.length > 0 && (
              <Text size="xs" c="dimmed">
                {item.custom_meal_details.ingredients.map((i) => `${i.name} ${i.quantity} ${i.unit}`).join(' · ')}
              </Text>
            )}
            {item.special_instructions && (
              <Text size="xs" c="dimmed" fs="italic">
                Note: {item.special_instructions}
              </Text>
            )}
            {detailed && (
              <Text size="xs" c="dimmed">
                {formatMoney(item.price)} each
              </Text>
            )}
          </div>
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatMoney(Number(item.price) * item.quantity)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
