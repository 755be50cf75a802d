import { formatMoney, parseCents } from '@dishcraft/contract';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { OrderItem } from '../../lib/types';

/** Line total = price × quantity, in cents. */
export const lineTotal = (item: OrderItem) => formatMoney(((parseCents(item.price) ?? 0) * item.quantity) / 100);

/** An order's items (owner/admin spec §2): name (custom meals marked), quantity, instructions, line total. */
export function OrderItems({ items }: { items: OrderItem[] }) {
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
          {items.map((item) => {
            const custom = !!item.custom_meal_details;
            const name = item.custom_meal_details?.name ?? item.meal_details?.name ?? 'Item';
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Text size="sm" fw={500}>
                        {name}
                      </Text>
                      {custom && (
                        <Badge size="xs" variant="filled" color="grape.9">
                          Custom
                        </Badge>
                      )}
                    </Group>
                    {item.custom_meal_details?.ingredients.length ? (
                      <Text size="xs" c="dimmed">
                        {item.custom_meal_details.ingredients
                          .map((i) => `${i.name} ${i.quantity} ${i.unit}`)
                          .join(', ')}
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
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
