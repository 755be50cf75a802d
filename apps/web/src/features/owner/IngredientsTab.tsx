import {
  DISPLAY,
  INGREDIENT_MESSAGES,
  isInStock,
  mealAvailability,
  OWNER_MESSAGES,
  STOCK_LABELS,
  stockLinesOf,
} from '@dishcraft/contract';
import { Alert, Avatar, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle, IconLeaf } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { Ingredient, Meal, Restaurant } from '../../lib/types';
import { truncate } from '../../ui/truncate';
import { errorText } from '../../ui/errorText';
import { useDeleteIngredient, useRestaurantIngredients, useRestaurantMeals } from './api';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  InlineFailure,
  ListToolbar,
  LabelValue,
  LoadFailure,
  matches,
  NoMatch,
  RowActions,
  useConfirmedDelete,
  TableSkeleton,
} from '../../ui/ManageList';
import { formatMoney } from '../../lib/format';

/**
 * The dishes each ingredient stops, by the contract's stock rule for one portion (the rule of the customers' screens
 * and the server's check), so the owner sees what to restock first.
 */
function blockedMeals(meals: Meal[]): Map<number, string[]> {
  const blocked = new Map<number, string[]>();
  for (const meal of meals)
    for (const line of mealAvailability({ isAvailable: true, lines: stockLinesOf(meal) }).short)
      blocked.set(line.ingredientId, [...(blocked.get(line.ingredientId) ?? []), meal.name]);
  return blocked;
}

/** In Stock or Out of Stock as customers see it, and what it means for the owner. */
function StockStatus({ ingredient, blocks }: { ingredient: Ingredient; blocks: string[] }) {
  const stocked = isInStock(ingredient);
  const why = blocks.length
    ? STOCK_LABELS.blocks(blocks)
    : stocked
      ? null
      : ingredient.is_available
        ? STOCK_LABELS.noneLeft
        : STOCK_LABELS.ingredientSwitchedOff;
  return (
    <Stack gap={2} align="flex-start" data-testid="stock-status">
      <StatusBadge ok={stocked}>{stocked ? STOCK_LABELS.inStock : STOCK_LABELS.outOfStock}</StatusBadge>
      {why && (
        <Text size="xs" c={blocks.length ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {why}
        </Text>
      )}
    </Stack>
  );
}

function AllergenLabel({ ingredient }: { ingredient: Ingredient }) {
  return ingredient.is_allergen ? (
    <Badge variant="filled" color="grape.9">
      {ingredient.allergen_type ? `Allergen: ${ingredient.allergen_type}` : 'Yes'}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      No
    </Text>
  );
}

function IngredientPicture({ ingredient }: { ingredient: Ingredient }) {
  return (
    <Avatar src={ingredient.image} alt={ingredient.image ? ingredient.name : ''} radius="md" size={40} color="green">
      <IconLeaf size={18} aria-hidden />
    </Avatar>
  );
}

/** Ingredients tab (owner/admin spec §2): the inventory with stock levels. */
export function IngredientsTab({ restaurant }: { restaurant: Restaurant }) {
  const ingredients = useRestaurantIngredients(restaurant.id);
  const meals = useRestaurantMeals(restaurant.id);
  const blocked = useMemo(() => blockedMeals(meals.data ?? []), [meals.data]);
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
      <>
        {/* Phones and tablets get one card per ingredient (issue #19: nine columns scrolled sideways). */}
        <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((ingredient) => (
            <Card component="li" key={ingredient.id} withBorder padding="sm" data-ingredient-card={ingredient.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IngredientPicture ingredient={ingredient} />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {ingredient.name}
                  </Text>
                  <StockStatus ingredient={ingredient} blocks={blocked.get(ingredient.id) ?? []} />
                  <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
                    <LabelValue label="Quantity">
                      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {ingredient.quantity} {ingredient.unit}
                      </span>
                    </LabelValue>
                    <LabelValue label="Price">
                      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(ingredient.price_per_unit)} / {ingredient.unit}
                      </span>
                    </LabelValue>
                  </SimpleGrid>
                  {ingredient.is_allergen && <AllergenLabel ingredient={ingredient} />}
                </Stack>
                <RowActions
                  name={ingredient.name}
                  editTo={`/edit-ingredient/${ingredient.id}`}
                  onDelete={() => askDelete(ingredient)}
                />
              </Group>
            </Card>
          ))}
        </Stack>
        <Table verticalSpacing="sm" highlightOnHover visibleFrom="md">
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
                <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {ingredient.name}
                </Table.Td>
                <Table.Td>
                  <IngredientPicture ingredient={ingredient} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {truncate(ingredient.description, DISPLAY.tableCut)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <AllergenLabel ingredient={ingredient} />
                </Table.Td>
                <Table.Td>{ingredient.unit}</Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }} data-quantity>
                  {ingredient.quantity}
                </Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(ingredient.price_per_unit)}
                </Table.Td>
                <Table.Td maw={220}>
                  <StockStatus ingredient={ingredient} blocks={blocked.get(ingredient.id) ?? []} />
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
      </>
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
