import { customMealCreateSchema, DISPLAY, LIMITS, localized, STORAGE_KEYS, unitStep } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Container,
  Divider,
  Grid,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconLeaf, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import { draftStore } from '../../lib/storage';
import type { Ingredient } from '../../lib/types';
import { localizedResolver } from '../../forms/formErrors';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { toast } from '../../ui/toast';
import { useAddToCart } from '../cart';
import { useAvailableIngredients, useBuilderRestaurant, useCreateCustomMeal } from './api';
import { customMealCartItem } from './cart-item';
import { builderTotalCents, linePriceCents } from './pricing';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';

const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n).trimEnd()}…` : text);
const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

function IngredientRow({
  ingredient,
  quantity,
  onChange,
}: {
  ingredient: Ingredient;
  quantity: number;
  onChange(q: number): void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(ingredient, 'name', language);
  const description = localized(ingredient, 'description', language);
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      py="sm"
      data-testid="ingredient-row"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <div style={{ flex: 1, minWidth: 180 }}>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {ingredient.is_allergen && (
            <Badge size="xs" color="yellow" variant="light">
              {ingredient.allergen_type
                ? t('browse.allergenOf', { allergen: t(`labels.allergen.${ingredient.allergen_type}`) })
                : t('browse.allergen')}
            </Badge>
          )}
        </Group>
        {description && (
          <Text size="xs" c="dimmed">
            {cut(description, DISPLAY.ingredientCut)}
          </Text>
        )}
        <Text size="sm" style={tabular}>
          {t('customMeals.builder.pricePerUnit', {
            price: formatMoney(ingredient.price_per_unit),
            unit: t(`labels.unit.${ingredient.unit}`),
          })}
        </Text>
      </div>
      <QuantityStepper
        label={t('customMeals.builder.quantityOf', { name })}
        value={quantity}
        min={0}
        max={LIMITS.customMeal.maxLineQuantity}
        step={unitStep(ingredient.unit)}
        onChange={onChange}
      />
    </Group>
  );
}

const mealFields = customMealCreateSchema.pick({
  name: true,
  description: true,
  cooking_instructions: true,
  is_public: true,
});

type MealFields = { name: string; description: string; cooking_instructions: string; is_public: boolean };
/** What the builder keeps across reloads until the meal is created (issue #19: a reload wiped it). */
type Draft = MealFields & { selected: Record<number, number> };
const EMPTY: MealFields = { name: '', description: '', cooking_instructions: '', is_public: false };

/** A stored draft read leniently: fields of the wrong type and quantities that are not positive are dropped. */
function readDraft(key: string): Draft {
  const stored = draftStore.get<Draft>(key) ?? {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const selected = Object.fromEntries(
    Object.entries(stored.selected ?? {}).filter(([, q]) => typeof q === 'number' && q > 0),
  ) as Record<number, number>;
  return {
    name: text(stored.name),
    description: text(stored.description),
    cooking_instructions: text(stored.cooking_instructions),
    is_public: stored.is_public === true,
    selected,
  };
}

/** /custom-meal/:restaurantId (customer spec §2): build a meal from one restaurant's ingredients. */
export function CreateCustomMealPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const restaurantId = Number(useParams().restaurantId);
  const restaurant = useBuilderRestaurant(restaurantId);
  const ingredients = useAvailableIngredients(restaurantId);
  const create = useCreateCustomMeal();
  const addToCart = useAddToCart();
  const navigate = useNavigate();

  // The meal's own fields with the contract's rules, the name's checked once it has been left, then as it changes;
  // the ingredients are picked below (a quantity per ingredient) and sent beside them.
  const { user } = useAuth();
  const draftKey = STORAGE_KEYS.customMealDraft(user?.id ?? 0, restaurantId);
  const [{ selected: draftSelected, ...draftFields }] = useState(() => readDraft(draftKey));
  const form = useForm({
    resolver: localizedResolver(zodResolver(mealFields)),
    mode: 'onTouched',
    defaultValues: draftFields,
  });
  const nameError = form.formState.errors.name?.message;
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Record<number, number>>(draftSelected);
  const [error, setError] = useState<string | null>(null);
  const fields = useWatch({ control: form.control });
  useEffect(() => {
    draftStore.set(draftKey, { ...EMPTY, ...fields, selected });
  }, [draftKey, fields, selected]);

  const all = useMemo(() => ingredients.data ?? [], [ingredients.data]);
  const visible = useMemo(() => {
    const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return all.filter((i) => {
      const haystack = [i.name, i.description, i.name_ar, i.description_ar].filter(Boolean).join(' ').toLowerCase();
      return words.every((w) => haystack.includes(w));
    });
  }, [all, search]);
  const chosen = all.filter((i) => (selected[i.id] ?? 0) > 0);
  const totalCents = builderTotalCents(all, selected);
  const name = fields.name ?? '';
  const nameMissing = name.trim() === '';
  const canCreate = !nameMissing && chosen.length > 0 && !create.isPending;

  const setQuantity = (id: number, q: number) =>
    setSelected((prev) => {
      const next = { ...prev };
      if (q <= 0) delete next[id];
      else next[id] = q;
      return next;
    });

  const submit = form.handleSubmit((fields) => {
    if (!canCreate) return;
    setError(null);
    create.mutate(
      {
        ...fields,
        restaurant: restaurantId,
        ingredients: chosen.map((i) => ({ ingredient: i.id, quantity: selected[i.id] as number })),
      },
      {
        onSuccess: (meal) => {
          draftStore.clear(draftKey);
          try {
            // kept, not added, when the customer keeps another restaurant's cart: the meal stays in their list
            addToCart(customMealCartItem(meal), () => {
              toast({
                color: 'green',
                title: t('customMeals.builder.done'),
                message: t('customMeals.builder.created'),
              });
              navigate('/cart');
            });
          } catch (e) {
            setError((e as Error).message);
          }
        },
        onError: (e) => setError(t('customMeals.builder.createFailed', { reason: e.message })),
      },
    );
  });

  if (restaurant.isError && (restaurant.error as { status?: number }).status === 404)
    return (
      <Container py="xl">
        <Title order={1}>{t('customMeals.builder.title')}</Title>
        <Alert color="red" mt="md" icon={<IconAlertCircle />}>
          {t('browse.restaurant.notFound')}{' '}
          <Anchor component={Link} to="/restaurants">
            {t('customMeals.builder.browseRestaurants')}
          </Anchor>
        </Alert>
      </Container>
    );

  const restaurantName = restaurant.data ? localized(restaurant.data, 'name', language) : undefined;
  return (
    <Container py="xl">
      <nav aria-label={t('browse.breadcrumb')}>
        <Breadcrumbs mb="sm" separator="›">
          <Anchor component={Link} to="/restaurants" size="sm">
            {t('customMeals.builder.breadcrumbRestaurants')}
          </Anchor>
          <Anchor component={Link} to={`/restaurants/${restaurantId}`} size="sm">
            {restaurantName ?? t('customMeals.builder.breadcrumbRestaurant')}
          </Anchor>
          <Text size="sm">{t('customMeals.builder.breadcrumbCreate')}</Text>
        </Breadcrumbs>
      </nav>
      <Title order={1}>{t('customMeals.builder.heading')}</Title>
      <Text c="dimmed" mb="lg">
        {restaurantName ? t('customMeals.builder.intro', { restaurant: restaurantName }) : '\u00a0'}
      </Text>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <TextInput
                  label={t('customMeals.builder.name')}
                  required
                  placeholder={t('customMeals.builder.namePlaceholder')}
                  maxLength={LIMITS.customMeal.name}
                  {...form.register('name')}
                  error={nameError}
                  // The limit shows as the name is typed, rather than typing stopping silently (issue #19).
                  description={
                    <Text
                      span
                      size="xs"
                      c={name.length >= LIMITS.customMeal.name ? 'red' : 'dimmed'}
                      aria-live="polite"
                    >
                      {name.length}/{LIMITS.customMeal.name}
                    </Text>
                  }
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                />
                <Textarea
                  label={t('customMeals.builder.description')}
                  description={t('customMeals.builder.optional')}
                  autosize
                  minRows={2}
                  maxLength={LIMITS.customMeal.text}
                  {...form.register('description')}
                />
                <Textarea
                  label={t('customMeals.cookingInstructions')}
                  description={t('customMeals.builder.optional')}
                  autosize
                  minRows={2}
                  maxLength={LIMITS.customMeal.text}
                  {...form.register('cooking_instructions')}
                />
                <Checkbox
                  label={t('customMeals.builder.share')}
                  description={t('customMeals.builder.shareHint')}
                  {...form.register('is_public')}
                />
              </Stack>
            </Card>

            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('customMeals.ingredients')}
              </Title>
              <TextInput
                aria-label={t('customMeals.builder.search')}
                placeholder={t('customMeals.builder.search')}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                mb="xs"
              />
              {ingredients.isPending ? (
                <Stack
                  gap="md"
                  mt="sm"
                  role="status"
                  aria-busy="true"
                  aria-label={t('customMeals.builder.loadingIngredients')}
                >
                  {[0, 1, 2, 3].map((i) => (
                    <Group key={i} justify="space-between">
                      <Stack gap={6} style={{ flex: 1 }}>
                        <Skeleton height={14} width="40%" />
                        <Skeleton height={10} width="25%" />
                      </Stack>
                      <Skeleton height={34} width={130} />
                    </Group>
                  ))}
                </Stack>
              ) : ingredients.isError ? (
                <Alert color="red" icon={<IconAlertCircle />} title={t('browse.ingredientsFailed')}>
                  {ingredients.error.message}
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    display="block"
                    mt="xs"
                    onClick={() => ingredients.refetch()}
                  >
                    {t('customMeals.tryAgain')}
                  </Button>
                </Alert>
              ) : all.length === 0 ? (
                <Stack align="center" py="lg" gap="xs" data-testid="no-ingredients">
                  <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
                    <IconLeaf size={24} />
                  </ThemeIcon>
                  <Text fw={600}>{t('customMeals.builder.noIngredients')}</Text>
                  <Button component={Link} to={`/restaurants/${restaurantId}`} variant="light" size="xs">
                    {t('customMeals.builder.backToMenu')}
                  </Button>
                </Stack>
              ) : visible.length === 0 ? (
                <Text c="dimmed" py="md" ta="center">
                  {t('customMeals.builder.noMatch', { search })}
                </Text>
              ) : (
                <div>
                  {visible.map((i) => (
                    <IngredientRow
                      key={i.id}
                      ingredient={i}
                      quantity={selected[i.id] ?? 0}
                      onChange={(q) => setQuantity(i.id, q)}
                    />
                  ))}
                </div>
              )}
            </Card>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder shadow="sm" padding="lg" style={{ position: 'sticky', top: 80 }}>
            <Title order={2} size="h4" mb="sm">
              {t('customMeals.builder.yourMeal')}
            </Title>
            {chosen.length === 0 ? (
              <Text c="dimmed" size="sm" id="builder-hint">
                {t('customMeals.builder.selectIngredient')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
                <Stack gap={6} data-testid="builder-summary">
                  {chosen.map((i) => {
                    const q = selected[i.id] as number;
                    return (
                      <Group key={i.id} justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm">
                          {t('customMeals.builder.summaryLine', {
                            name: localized(i, 'name', language),
                            quantity: q,
                            unit: t(`labels.unit.${i.unit}`),
                          })}
                        </Text>
                        <Text size="sm" style={tabular}>
                          {formatMoney(linePriceCents(i, q) / 100)}
                        </Text>
                      </Group>
                    );
                  })}
                </Stack>
              </ScrollArea.Autosize>
            )}
            <Divider my="sm" />
            <Group justify="space-between">
              <Text fw={700}>{t('customMeals.total')}</Text>
              <Text fw={700} size="lg" style={tabular} data-testid="builder-total">
                {formatMoney(totalCents / 100)}
              </Text>
            </Group>
            {nameError && chosen.length > 0 && (
              <Text size="sm" c="red" mt="xs">
                {nameError}
              </Text>
            )}
            {error && (
              <Alert color="red" mt="sm" icon={<IconAlertCircle />} role="alert" style={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            <Button
              fullWidth
              mt="md"
              size="md"
              disabled={!canCreate}
              loading={create.isPending}
              onClick={submit}
              aria-describedby={chosen.length === 0 ? 'builder-hint' : undefined}
            >
              {t('customMeals.builder.create')}
            </Button>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
