import { DISPLAY, localized, mealAvailability, stockLinesOf } from '@dishcraft/contract';
import { Avatar, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
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
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { available, switchedOff, short } = mealAvailability({
    isAvailable: meal.is_available,
    lines: stockLinesOf(meal),
  });
  const nameOf = (id: number) => {
    const details = meal.meal_ingredients.find((line) => line.ingredient === id)?.ingredient_details;
    return details ? localized(details, 'name', language) : '';
  };
  const why = switchedOff
    ? t('labels.stock.switchedOff')
    : short.length
      ? t('labels.stock.outOf', { names: short.map((s) => nameOf(s.ingredientId)).join(t('owner.listSeparator')) })
      : null;
  return (
    <Stack gap={2} align="flex-start" data-testid="meal-status">
      <StatusBadge ok={available}>
        {available ? t('labels.stock.available') : t('labels.stock.unavailable')}
      </StatusBadge>
      {why && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {why}
        </Text>
      )}
    </Stack>
  );
}

function MealPicture({ meal, name }: { meal: Meal; name: string }) {
  return (
    <Avatar src={meal.image} alt={meal.image ? name : ''} radius="md" size={48} color="tomato">
      <IconToolsKitchen2 size={20} aria-hidden />
    </Avatar>
  );
}

/** Menu Management tab (owner/admin spec §2): search, table, edit and delete. */
export function MenuTab({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const meals = useRestaurantMeals(restaurant.id);
  const remove = useDeleteMeal();
  const [search, setSearch] = useState('');
  const { askDelete, failure, clearFailure } = useConfirmedDelete<Meal>(remove, {
    confirmDelete: t('owner.menu.confirmDelete'),
    deleted: t('owner.menu.deleted'),
    deleteFailed: t('owner.menu.deleteFailed'),
  });

  const all = meals.data ?? [];
  // Either language finds a meal, whichever one the owner thinks of it in.
  const shown = all.filter((m) =>
    matches(search, [m.name, m.name_ar, m.description, m.description_ar, m.category_name, m.category_name_ar]),
  );
  const nameOf = (meal: Meal) => localized(meal, 'name', language);
  const categoryOf = (meal: Meal) => localized(meal, 'category_name', language) || t('owner.menu.uncategorized');

  let body: React.ReactNode;
  if (meals.isLoading) body = <TableSkeleton label={t('owner.menu.loading')} />;
  else if (meals.isError)
    body = (
      <LoadFailure message={errorText(meals.error, t('owner.menu.fetchFailed'))} onRetry={() => meals.refetch()} />
    );
  else if (shown.length === 0)
    body = (
      <NoMatch
        title={all.length ? t('owner.menu.noMatch') : t('owner.menu.empty')}
        searching={all.length > 0}
        icon={all.length ? undefined : <IconToolsKitchen2 />}
        onClear={() => setSearch('')}
        add={{ label: t('owner.menu.addFirst'), to: '/add-meal' }}
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
                <MealPicture meal={meal} name={nameOf(meal)} />
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {nameOf(meal)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {t('owner.menu.categoryAndPrice', {
                      category: categoryOf(meal),
                      price: formatMoney(meal.base_price),
                    })}
                  </Text>
                  <MealStatus meal={meal} />
                </Stack>
                <RowActions name={nameOf(meal)} editTo={`/edit-meal/${meal.id}`} onDelete={() => askDelete(meal)} />
              </Group>
            </Card>
          ))}
        </Stack>
        <Table verticalSpacing="sm" highlightOnHover visibleFrom="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('owner.menu.meal')}</Table.Th>
              <Table.Th>{t('owner.menu.category')}</Table.Th>
              <Table.Th>{t('owner.menu.price')}</Table.Th>
              <Table.Th>{t('owner.menu.status')}</Table.Th>
              <Table.Th>{t('owner.menu.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((meal) => (
              <Table.Tr key={meal.id} data-meal={meal.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <MealPicture meal={meal} name={nameOf(meal)} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {nameOf(meal)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {truncate(localized(meal, 'description', language), DISPLAY.tableCut)}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{categoryOf(meal)}</Table.Td>
                <Table.Td style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(meal.base_price)}</Table.Td>
                <Table.Td maw={220}>
                  <MealStatus meal={meal} />
                </Table.Td>
                <Table.Td>
                  <RowActions name={nameOf(meal)} editTo={`/edit-meal/${meal.id}`} onDelete={() => askDelete(meal)} />
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
        addLabel={t('owner.menu.add')}
        addTo="/add-meal"
        search={search}
        onSearch={setSearch}
        searchLabel={t('owner.menu.search')}
      />
      <InlineFailure message={failure} onClose={clearFailure} />
      {body}
    </Stack>
  );
}
