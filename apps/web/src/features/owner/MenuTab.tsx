import {
  DISPLAY,
  MEAL_MESSAGES,
  mealAvailability,
  OWNER_MESSAGES,
  STOCK_LABELS,
  stockLinesOf,
} from '@dishcraft/contract';
import { Avatar, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import type { Meal, Restaurant } from '../../lib/types';
import { truncate } from '../../ui/truncate';
import { errorText } from '../../ui/errorText';
import { useDeleteMeal, useRestaurantMeals } from './api';
import { StatusBadge } from '../../ui/StatusBadge';
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

/**
 * Whether customers can order the meal now, by the contract's stock rule (the one the customers' screens and the
 * server's check use), and why not: switched off, or the ingredients that ran short for one portion.
 */
function MealStatus({ meal }: { meal: Meal }) {
  const { available, switchedOff, short } = mealAvailability({
    isAvailable: meal.is_available,
    lines: stockLinesOf(meal),
  });
  const why = switchedOff
    ? STOCK_LABELS.switchedOff
    : short.length
      ? STOCK_LABELS.outOf(short.map((s) => s.name))
      : null;
  return (
    <Stack gap={2} align="flex-start" data-testid="meal-status">
      <StatusBadge ok={available}>{available ? STOCK_LABELS.available : STOCK_LABELS.unavailable}</StatusBadge>
      {why && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {why}
        </Text>
      )}
    </Stack>
  );
}

function MealPicture({ meal }: { meal: Meal }) {
  return (
    <Avatar src={meal.image} alt={meal.image ? meal.name : ''} radius="md" size={48} color="tomato">
      <IconToolsKitchen2 size={20} aria-hidden />
    </Avatar>
  );
}

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
      <>
        {/* Phones get one card per meal (issue #19: a table scrolled sideways with no hint). */}
        <Stack gap="sm" hiddenFrom="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((meal) => (
            <Card component="li" key={meal.id} withBorder padding="sm" data-meal-card={meal.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <MealPicture meal={meal} />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {meal.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {meal.category_name ?? 'Uncategorized'} ·{' '}
                    <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(meal.base_price)}</span>
                  </Text>
                  <MealStatus meal={meal} />
                </Stack>
                <RowActions name={meal.name} editTo={`/edit-meal/${meal.id}`} onDelete={() => askDelete(meal)} />
              </Group>
            </Card>
          ))}
        </Stack>
        <Table verticalSpacing="sm" highlightOnHover visibleFrom="sm">
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
                    <MealPicture meal={meal} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
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
                <Table.Td maw={220}>
                  <MealStatus meal={meal} />
                </Table.Td>
                <Table.Td>
                  <RowActions name={meal.name} editTo={`/edit-meal/${meal.id}`} onDelete={() => askDelete(meal)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </>
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
