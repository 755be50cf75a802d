import { DISPLAY, MEAL_MESSAGES, OWNER_MESSAGES } from '@dishcraft/contract';
import { Avatar, Group, Stack, Table, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { Meal, Restaurant } from '../../lib/types';
import { truncate } from '../../ui/truncate';
import { errorText } from '../../ui/errorText';
import { useDeleteMeal, useRestaurantMeals } from './api';
import { AvailabilityBadge } from '../../ui/badges';
import {
  InlineFailure,
  ListToolbar,
  LoadFailure,
  matches,
  NoMatch,
  RowActions,
  useConfirmedDelete,
  TableSkeleton,
} from '../../ui/ManageList';
import { formatMoney } from '../../lib/format';

/** Menu Management tab (owner/admin spec §2): search, table, edit and delete. */
export function MenuTab({ restaurant }: { restaurant: Restaurant }) {
  const meals = useRestaurantMeals(restaurant.id);
  const remove = useDeleteMeal();
  const [search, setSearch] = useState('');
  const { askDelete, failure, clearFailure } = useConfirmedDelete<Meal>(remove, MEAL_MESSAGES);

  const all = meals.data ?? [];
  const shown = all.filter((m) => matches(search, [m.name, m.description, m.category_name]));

  let body: React.ReactNode;
  if (meals.isLoading) body = <TableSkeleton label="Loading meals" />;
  else if (meals.isError)
    body = <LoadFailure message={errorText(meals.error, MEAL_MESSAGES.fetchFailed)} onRetry={() => meals.refetch()} />;
  else if (shown.length === 0)
    body = (
      <NoMatch
        title={all.length ? OWNER_MESSAGES.noSearchMatch : OWNER_MESSAGES.noMeals}
        searching={all.length > 0}
        icon={all.length ? undefined : <IconToolsKitchen2 />}
        onClear={() => setSearch('')}
        add={{ label: 'Add your first meal', to: '/add-meal' }}
      />
    );
  else
    body = (
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Meal</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((meal) => (
              <Table.Tr key={meal.id} data-meal={meal.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={meal.image} alt={meal.image ? meal.name : ''} radius="md" size={48} color="tomato">
                      <IconToolsKitchen2 size={20} aria-hidden />
                    </Avatar>
                    <div>
                      <Text fw={600} size="sm">
                        {meal.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {truncate(meal.description, DISPLAY.tableCut)}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{meal.category_name ?? 'Uncategorized'}</Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(meal.base_price)}</Table.Td>
                <Table.Td>
                  <AvailabilityBadge available={meal.is_available} on="Available" off="Unavailable" />
                </Table.Td>
                <Table.Td>
                  <RowActions name={meal.name} editTo={`/edit-meal/${meal.id}`} onDelete={() => askDelete(meal)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Stack gap="md">
      <ListToolbar
        addLabel="Add New Meal"
        addTo="/add-meal"
        search={search}
        onSearch={setSearch}
        searchLabel="Search meals by name, description or category"
      />
      <InlineFailure message={failure} onClose={clearFailure} />
      {body}
    </Stack>
  );
}
