import { parseCents } from '@dishcraft/contract';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderItem } from '../lib/types';
import { formatMoney } from '../lib/format';

const itemName = (item: OrderItem) => item.custom_meal_details?.name ?? item.meal_details?.name ?? 'Deleted item';

/** Line total = price × quantity, in cents. */
const lineTotal = (item: OrderItem) => formatMoney(((parseCents(item.price) ?? 0) * item.quantity) / 100);

const ingredientsText = (item: OrderItem, separator: string) =>
  item.custom_meal_details?.ingredients.map((i) => `${i.name} ${i.quantity} ${i.unit}`).join(separator);

/**
 * An order's lines, on every order screen. `compact` and `detailed` are the customer's list (quantity × name with
 * '(Custom)', note, line total; detailed adds ingredients and the unit price); `table` is the staff's (owner/admin
 * spec §2: name with Custom, quantity, price and total in columns, ingredients, cooking and special instructions).
 */
export function OrderItems({
  items,
  view = 'compact',
}: {
  items: OrderItem[];
  view?: 'compact' | 'detailed' | 'table';
}) {
  return view === 'table' ? <ItemTable items={items} /> : <ItemList items={items} detailed={view === 'detailed'} />;
}

function ItemList({ items, detailed }: { items: OrderItem[]; detailed: boolean }) {
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
                {ingredientsText(item, ' · ')}
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
            {lineTotal(item)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function ItemTable({ items }: { items: OrderItem[] }) {
  return (
    <Table.ScrollContainer minWidth={300} type="native">
      <Table verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {itemName(item)}
                    </Text>
                    {item.custom_meal_details && (
                      <Badge size="xs" variant="filled" color="grape.9">
                        Custom
                      </Badge>
                    )}
                  </Group>
                  {item.custom_meal_details?.ingredients.length ? (
                    <Text size="xs" c="dimmed">
                      {ingredientsText(item, ', ')}
                    </Text>
                  ) : null}
                  {item.custom_meal_details?.cooking_instructions ? (
                    <Text size="xs" c="dimmed">
                      Cooking: {item.custom_meal_details.cooking_instructions}
                    </Text>
                  ) : null}
                  {item.special_instructions && (
                    <Text size="xs" c="dimmed" fs="italic">
                      Instructions: {item.special_instructions}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{item.quantity}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(item.price)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {lineTotal(item)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
