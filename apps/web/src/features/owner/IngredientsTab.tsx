import { DISPLAY, isInStock, type Language, localized, mealAvailability, stockLinesOf } from '@dishcraft/contract';
import { Alert, Avatar, Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle, IconLeaf } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
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
function blockedMeals(meals: Meal[], language: Language): Map<number, string[]> {
  const blocked = new Map<number, string[]>();
  for (const meal of meals)
    for (const line of mealAvailability({ isAvailable: true, lines: stockLinesOf(meal) }).short)
      blocked.set(line.ingredientId, [...(blocked.get(line.ingredientId) ?? []), localized(meal, 'name', language)]);
  return blocked;
}

/** In Stock or Out of Stock as customers see it, and what it means for the owner. */
function StockStatus({ ingredient, blocks }: { ingredient: Ingredient; blocks: string[] }) {
  const { t } = useTranslation();
  const stocked = isInStock(ingredient);
  const why = blocks.length
    ? t('labels.stock.blocks', { meals: blocks.join(t('owner.listSeparator')) })
    : stocked
      ? null
      : ingredient.is_available
        ? t('labels.stock.noneLeft')
        : t('labels.stock.ingredientSwitchedOff');
  return (
    <Stack gap={2} align="flex-start" data-testid="stock-status">
      <StatusBadge ok={stocked}>{stocked ? t('labels.stock.inStock') : t('labels.stock.outOfStock')}</StatusBadge>
      {why && (
        <Text size="xs" c={blocks.length ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {why}
        </Text>
      )}
    </Stack>
  );
}

function AllergenLabel({ ingredient }: { ingredient: Ingredient }) {
  const { t } = useTranslation();
  return ingredient.is_allergen ? (
    <Badge variant="filled" color="grape.9">
      {ingredient.allergen_type
        ? t('owner.ingredients.allergenOf', { type: t(`labels.allergen.${ingredient.allergen_type}`) })
        : t('owner.ingredients.yes')}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      {t('owner.ingredients.no')}
    </Text>
  );
}

function IngredientPicture({ ingredient, name }: { ingredient: Ingredient; name: string }) {
  return (
    <Avatar src={ingredient.image} alt={ingredient.image ? name : ''} radius="md" size={40} color="green">
      <IconLeaf size={18} aria-hidden />
    </Avatar>
  );
}

/** Ingredients tab (owner/admin spec §2): the inventory with stock levels. */
export function IngredientsTab({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const ingredients = useRestaurantIngredients(restaurant.id);
  const meals = useRestaurantMeals(restaurant.id);
  const blocked = useMemo(() => blockedMeals(meals.data ?? [], language), [meals.data, language]);
  const remove = useDeleteIngredient();
  const [search, setSearch] = useState('');
  const { askDelete, failure, clearFailure } = useConfirmedDelete<Ingredient>(remove, {
    confirmDelete: t('owner.ingredients.confirmDelete'),
    deleted: t('owner.ingredients.deleted'),
    deleteFailed: t('owner.ingredients.deleteFailed'),
  });

  const all = ingredients.data ?? [];
  const unitOf = (ingredient: Ingredient) => t(`labels.unit.${ingredient.unit}`);
  const allergenOf = (ingredient: Ingredient) =>
    ingredient.allergen_type ? t(`labels.allergen.${ingredient.allergen_type}`) : null;
  // Either language finds an ingredient, and so do the unit and allergen as the screen names them.
  const shown = all.filter((i) =>
    matches(search, [
      i.name,
      i.name_ar,
      i.description,
      i.description_ar,
      i.unit,
      unitOf(i),
      i.allergen_type,
      allergenOf(i),
    ]),
  );
  const nameOf = (ingredient: Ingredient) => localized(ingredient, 'name', language);

  let body: React.ReactNode;
  if (ingredients.isLoading) body = <TableSkeleton label={t('owner.ingredients.loading')} />;
  else if (ingredients.isError)
    body = (
      <LoadFailure
        message={errorText(ingredients.error, t('owner.ingredients.loadFailed'))}
        onRetry={() => ingredients.refetch()}
      />
    );
  else if (shown.length === 0)
    body = (
      <NoMatch
        title={all.length ? t('owner.menu.noMatch') : t('owner.ingredients.empty')}
        searching={all.length > 0}
        icon={all.length ? undefined : <IconLeaf />}
        onClear={() => setSearch('')}
        add={{ label: t('owner.ingredients.addFirst'), to: '/add-ingredient' }}
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
                <IngredientPicture ingredient={ingredient} name={nameOf(ingredient)} />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(ingredient)}
                  </Text>
                  <StockStatus ingredient={ingredient} blocks={blocked.get(ingredient.id) ?? []} />
                  <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
                    <LabelValue label={t('owner.ingredients.quantity')}>
                      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {t('owner.ingredients.quantityOf', { quantity: ingredient.quantity, unit: unitOf(ingredient) })}
                      </span>
                    </LabelValue>
                    <LabelValue label={t('owner.ingredients.price')}>
                      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {t('owner.ingredients.pricePer', {
                          price: formatMoney(ingredient.price_per_unit),
                          unit: unitOf(ingredient),
                        })}
                      </span>
                    </LabelValue>
                  </SimpleGrid>
                  {ingredient.is_allergen && <AllergenLabel ingredient={ingredient} />}
                </Stack>
                <RowActions
                  name={nameOf(ingredient)}
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
              <Table.Th>{t('owner.ingredients.name')}</Table.Th>
              <Table.Th>{t('owner.ingredients.image')}</Table.Th>
              <Table.Th>{t('owner.ingredients.description')}</Table.Th>
              <Table.Th>{t('owner.ingredients.allergen')}</Table.Th>
              <Table.Th>{t('owner.ingredients.unit')}</Table.Th>
              <Table.Th>{t('owner.ingredients.quantity')}</Table.Th>
              <Table.Th>{t('owner.ingredients.pricePerUnit')}</Table.Th>
              <Table.Th>{t('owner.ingredients.stock')}</Table.Th>
              <Table.Th>{t('owner.ingredients.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((ingredient) => (
              <Table.Tr key={ingredient.id} data-ingredient={ingredient.id}>
                <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {nameOf(ingredient)}
                </Table.Td>
                <Table.Td>
                  <IngredientPicture ingredient={ingredient} name={nameOf(ingredient)} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {truncate(localized(ingredient, 'description', language), DISPLAY.tableCut)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <AllergenLabel ingredient={ingredient} />
                </Table.Td>
                <Table.Td>{unitOf(ingredient)}</Table.Td>
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
                    name={nameOf(ingredient)}
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
        addLabel={t('owner.ingredients.add')}
        addTo="/add-ingredient"
        search={search}
        onSearch={setSearch}
        searchLabel={t('owner.ingredients.search')}
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle />}>
        {t('owner.ingredients.note')}
      </Alert>
      <InlineFailure message={failure} onClose={clearFailure} />
      {body}
    </Stack>
  );
}
