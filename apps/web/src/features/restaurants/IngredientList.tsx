import { DISPLAY, isInStock, localized } from '@dishcraft/contract';
import { Badge, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { Ingredient } from '../../lib/types';
import { StatusBadge } from '../../ui/StatusBadge';
import { truncate } from '../../ui/truncate';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { useTranslation } from 'react-i18next';

/** The restaurant's ingredients with their stock label and price per unit (customer spec §2). */
export function IngredientList({ ingredients, loading }: { ingredients: Ingredient[] | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  if (loading)
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 3 }}
        role="status"
        aria-busy="true"
        aria-label={t('browse.restaurant.loadingIngredients')}
      >
        {Array.from({ length: 6 }, (_, i) => (
          // placeholders have no identity, so their index is the key
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (!ingredients?.length) return <Text c="dimmed">{t('browse.noIngredients')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {ingredients.map((ingredient) => {
        const stocked = isInStock(ingredient);
        const description = localized(ingredient, 'description', language);
        return (
          <Card component="li" key={ingredient.id} withBorder padding="sm" radius="md" data-testid="ingredient">
            <Group justify="space-between" wrap="nowrap" align="start" gap="xs">
              <Text fw={600}>{localized(ingredient, 'name', language)}</Text>
              <StatusBadge ok={stocked} style={{ flexShrink: 0 }}>
                {stocked ? t('labels.stock.inStock') : t('labels.stock.outOfStock')}
              </StatusBadge>
            </Group>
            {description && (
              <Text size="sm" c="dimmed" mt={4}>
                {truncate(description, DISPLAY.ingredientCut)}
              </Text>
            )}
            <Text size="sm" mt={6} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {t('browse.restaurant.perUnit', {
                price: formatMoney(ingredient.price_per_unit),
                unit: t(`labels.unit.${ingredient.unit}`),
              })}
            </Text>
            {ingredient.is_allergen && (
              <Badge size="sm" variant="light" color="orange" mt={6}>
                {ingredient.allergen_type
                  ? t('browse.allergenOf', { allergen: t(`labels.allergen.${ingredient.allergen_type}`) })
                  : t('browse.allergen')}
              </Badge>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
