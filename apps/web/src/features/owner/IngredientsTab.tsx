import { DISPLAY, INGREDIENT_MESSAGES, OWNER_MESSAGES } from '@dishcraft/contract';
import { Alert, Avatar, Badge, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle, IconLeaf } from '@tabler/icons-react';
import { useState } from 'react';
import type { Ingredient, Restaurant } from '../../lib/types';
import { truncate } from '../../ui/truncate';
import { errorText } from '../../ui/errorText';
import { useDeleteIngredient, useRestaurantIngredients } from './api';
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

/** Ingredients tab (owner/admin spec §2): the inventory with stock levels. */
export function IngredientsTab({ restaurant }: { restaurant: Restaurant }) {
  const ingredients = useRestaurantIngredients(restaurant.id);
  const remove = useDeleteIngredient();
  const [search, setSearch] = useState('');
  const { askDelete, failure, clearFailure } = useConfirmedDelete<Ingredient>(remove, INGREDIENT_MESSAGES);

  const all = ingredients.data ?? [];
  const shown = all.filter((i) => matches(search, [i.name, i.description, i.unit, i.allergen_type]));

  let body: React.ReactNode;
  if (ingredients.isLoading) body = <TableSkeleton label="Loading ingredients" />;
  else if (ingredients.isError)
    body = (
      <LoadFailure
        message={errorText(ingredients.error, INGREDIENT_MESSAGES.loadFailed)}
        onRetry={() => ingredients.refetch()}
      />
    );
  else if (shown.length === 0)
    body = (
      <NoMatch
        title={all.length ? OWNER_MESSAGES.noSearchMatch : OWNER_MESSAGES.noIngredients}
        searching={all.length > 0}
        icon={all.length ? undefined : <IconLeaf />}
        onClear={() => setSearch('')}
        add={{ label: 'Add your first ingredient', to: '/add-ingredient' }}
      />
    );
  else
    body = (
      <Table.ScrollContainer minWidth={900} type="native">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Image</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Allergen</Table.Th>
              <Table.Th>Unit</Table.Th>
              <Table.Th>Quantity</Table.Th>
              <Table.Th>Price per Unit</Table.Th>
              <Table.Th>Stock</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((ingredient) => (
              <Table.Tr key={ingredient.id} data-ingredient={ingredient.id}>
                <Table.Td fw={600}>{ingredient.name}</Table.Td>
                <Table.Td>
                  <Avatar
                    src={ingredient.image}
                    alt={ingredient.image ? ingredient.name : ''}
                    radius="md"
                    size={40}
                    color="green"
                  >
                    <IconLeaf size={18} aria-hidden />
                  </Avatar>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {truncate(ingredient.description, DISPLAY.tableCut)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {ingredient.is_allergen ? (
                    <Badge variant="filled" color="grape.9">
                      {ingredient.allergen_type ? `Allergen: ${ingredient.allergen_type}` : 'Yes'}
                    </Badge>
                  ) : (
                    <Text size="sm" c="dimmed">
                      No
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{ingredient.unit}</Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }} data-quantity>
                  {ingredient.quantity}
                </Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(ingredient.price_per_unit)}
                </Table.Td>
                <Table.Td>
                  <AvailabilityBadge available={ingredient.is_available} on="In Stock" off="Out of Stock" />
                </Table.Td>
                <Table.Td>
                  <RowActions
                    name={ingredient.name}
                    editTo={`/edit-ingredient/${ingredient.id}`}
                    onDelete={() => askDelete(ingredient)}
                  />
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
        addLabel="Add New Ingredient"
        addTo="/add-ingredient"
        search={search}
        onSearch={setSearch}
        searchLabel="Search ingredients by name, description, unit or allergen"
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
        {OWNER_MESSAGES.ingredientsNote}
      </Alert>
      <InlineFailure message={failure} onClose={clearFailure} />
      {body}
    </Stack>
  );
}
