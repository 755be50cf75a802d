import {
  CATEGORY_MESSAGES,
  DEFAULT_MESSAGES,
  LIMITS,
  MEAL_MESSAGES,
  OWNER_MESSAGES,
  OWNER_PAGE_MESSAGES,
  text,
} from '@dishcraft/contract';
import {
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import type { Meal, Restaurant } from '../../lib/types';
import { NumberField, SelectField } from '../../forms/controlled';
import { errorText } from '../../ui/errorText';
import { applyServerErrors, badRequestBody, resolverWith, scrollToFirstError } from '../../forms/formErrors';
import { FormFailure } from '../../ui/FormFailure';
import { FormShell, FormSkeleton } from '../../ui/FormShell';
import { LoadFailure } from '../../ui/ManageList';
import { SaveButton } from '../../ui/SaveButton';
import { toast } from '../../ui/toast';
import { useCategories, useCreateCategory, useMeal, useRestaurantIngredients, useSaveMeal } from './api';
import { formData, numberField } from './formFields';
import { ImageDrop } from './ImageDrop';
import { NotYours, notYours } from './NotYours';
import { RequireRestaurant } from './RequireRestaurant';

const L = LIMITS.meal;
const DASHBOARD = '/restaurant-dashboard';
const FIELDS = ['name', 'description', 'base_price', 'category', 'preparation_time'] as const;
/** Recipe quantity per meal (owner/admin spec §5): min 0.1, step 0.1, default 1. */
const LINE = { min: 0.1, step: 0.1, default: 1 } as const;

const lineSchema = z.object({
  ingredient: z.number(),
  quantity: numberField(LINE.min, { minMessage: OWNER_MESSAGES.lineQuantityMin }),
  is_optional: z.boolean(),
  additional_price: z.string(),
});

const schema = z.object({
  name: text({ max: [L.name, DEFAULT_MESSAGES.maxChars(L.name)] }),
  description: text({ max: [L.description, DEFAULT_MESSAGES.maxChars(L.description)] }),
  base_price: numberField(L.priceMin),
  category: z.string().nullable(),
  preparation_time: numberField(L.prepMin, { integer: true }),
  is_available: z.boolean(),
  is_customizable: z.boolean(),
  ingredients: z.array(lineSchema),
  new_category_open: z.boolean(),
  new_category_name: z.string(),
  new_category_description: z.string(),
});

type FormIn = z.input<typeof schema>;
type FormOut = z.output<typeof schema>;
type Line = z.input<typeof lineSchema>;

/** A category is required unless a new one is being created, which then needs a name (owner/admin spec §5). */
const resolver = resolverWith(
  schema,
  (value) =>
    value.new_category_open
      ? { new_category_name: !value.new_category_name.trim() && CATEGORY_MESSAGES.nameRequired }
      : { category: !value.category && DEFAULT_MESSAGES.required },
  {
    name: 'Meal name',
    description: 'Description',
    base_price: 'Price',
    category: 'Category',
    preparation_time: 'Preparation time',
  },
);

function MealForm({ restaurant, meal }: { restaurant: Restaurant; meal: Meal | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const categories = useCategories();
  const ingredients = useRestaurantIngredients(restaurant.id);
  const createCategory = useCreateCategory();
  const save = useSaveMeal(meal?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fallback = meal ? MEAL_MESSAGES.updateFailed : MEAL_MESSAGES.createFailed;

  const form = useForm<FormIn, unknown, FormOut>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: meal?.name ?? '',
      description: meal?.description ?? '',
      base_price: meal ? Number(meal.base_price) : '',
      category: meal?.category ? String(meal.category) : null,
      preparation_time: meal?.preparation_time ?? L.prepDefault,
      is_available: meal?.is_available ?? true,
      is_customizable: meal?.is_customizable ?? false,
      ingredients: (meal?.meal_ingredients ?? []).map((line) => ({
        ingredient: line.ingredient,
        quantity: line.quantity,
        is_optional: line.is_optional,
        additional_price: line.additional_price,
      })),
      new_category_open: false,
      new_category_name: '',
      new_category_description: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const newCategoryOpen = form.watch('new_category_open');

  /** Creates the inline category and selects it; false (with the message under its name) on failure. */
  const addCategory = async (): Promise<string | null> => {
    const name = form.getValues('new_category_name').trim();
    if (!name) {
      form.setError('new_category_name', { type: 'required', message: CATEGORY_MESSAGES.nameRequired });
      return null;
    }
    try {
      const category = await createCategory.mutateAsync({
        name,
        description: form.getValues('new_category_description').trim(),
      });
      form.setValue('category', String(category.id), { shouldValidate: true });
      form.setValue('new_category_open', false);
      form.setValue('new_category_name', '');
      form.setValue('new_category_description', '');
      toast({ message: OWNER_MESSAGES.categoryCreated(category.name) });
      return String(category.id);
    } catch (error) {
      form.setError('new_category_name', { type: 'server', message: errorText(error, CATEGORY_MESSAGES.createFailed) });
      return null;
    }
  };

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      let category = values.category;
      if (values.new_category_open) {
        category = await addCategory();
        if (!category) return;
      }
      const body = formData({
        restaurant: restaurant.id,
        name: values.name,
        description: values.description,
        base_price: values.base_price,
        category: category ?? '',
        preparation_time: values.preparation_time,
        is_available: values.is_available,
        is_customizable: values.is_customizable,
        ingredients: JSON.stringify(values.ingredients),
        image: image ?? undefined,
      });
      try {
        await save.mutateAsync(body);
        toast({ message: meal ? OWNER_MESSAGES.mealUpdated : OWNER_MESSAGES.mealCreated });
        navigate(DASHBOARD, { state: { tab: 'menu' } });
      } catch (error) {
        applyServerErrors(badRequestBody(error), FIELDS, form.setError);
        setFailure(errorText(error, fallback));
      }
    },
    () => scrollToFirstError(formId),
  );

  const categoryOptions = (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure title="The meal was not saved" message={failure} />
        <TextInput label="Meal Name" required {...form.register('name')} error={errors.name?.message} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberField
            control={form.control}
            name="base_price"
            label="Price ($)"
            required
            min={L.priceMin}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
          />
          <NumberField
            control={form.control}
            name="preparation_time"
            label="Preparation Time (minutes)"
            required
            min={L.prepMin}
            max={L.prepMax}
            step={1}
            allowDecimal={false}
          />
        </SimpleGrid>

        <Stack gap={6}>
          <SelectField
            control={form.control}
            name="category"
            label="Category"
            required={!newCategoryOpen}
            placeholder={categories.isLoading ? 'Loading categories...' : 'Choose a category'}
            data={categoryOptions}
            searchable
            disabled={newCategoryOpen}
            nothingFoundMessage="No such category: create it below"
            error={categories.isError ? errorText(categories.error, CATEGORY_MESSAGES.loadFailed) : undefined}
          />
          {!newCategoryOpen ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.setValue('new_category_open', true)}
              style={{ alignSelf: 'flex-start' }}
            >
              Create a new category
            </Button>
          ) : (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <TextInput
                  label="New Category Name"
                  required
                  {...form.register('new_category_name', { onChange: () => form.clearErrors('new_category_name') })}
                  error={errors.new_category_name?.message}
                />
                <TextInput label="New Category Description" {...form.register('new_category_description')} />
                <Group justify="flex-end" gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => {
                      form.setValue('new_category_open', false);
                      form.clearErrors('new_category_name');
                    }}
                  >
                    Cancel
                  </Button>
                  <Button size="xs" onClick={() => void addCategory()} loading={createCategory.isPending}>
                    Create Category
                  </Button>
                </Group>
              </Stack>
            </Paper>
          )}
        </Stack>

        <Controller
          control={form.control}
          name="ingredients"
          render={({ field }) => {
            const lines = field.value as Line[];
            const toggle = (ingredient: number, on: boolean) =>
              field.onChange(
                on
                  ? [...lines, { ingredient, quantity: LINE.default, is_optional: false, additional_price: '0.00' }]
                  : lines.filter((l) => l.ingredient !== ingredient),
              );
            const setQuantity = (ingredient: number, quantity: number | string) =>
              field.onChange(lines.map((l) => (l.ingredient === ingredient ? { ...l, quantity } : l)));
            return (
              <Fieldset legend="Ingredients" variant="filled">
                {ingredients.isLoading ? (
                  <Text size="sm" c="dimmed">
                    Loading ingredients...
                  </Text>
                ) : (ingredients.data ?? []).length === 0 ? (
                  <Text size="sm">
                    {OWNER_MESSAGES.noIngredientsForMeal}{' '}
                    <Anchor component={Link} to="/add-ingredient">
                      Add an ingredient
                    </Anchor>
                  </Text>
                ) : (
                  <Stack gap="xs">
                    <Text size="xs" c="dimmed">
                      Tick what one meal uses and how much of it, in the ingredient's unit.
                    </Text>
                    {(ingredients.data ?? []).map((ingredient) => {
                      const index = lines.findIndex((l) => l.ingredient === ingredient.id);
                      const line = index >= 0 ? lines[index] : undefined;
                      return (
                        <Group key={ingredient.id} justify="space-between" wrap="nowrap" mih={36}>
                          <Checkbox
                            label={`${ingredient.name} (${ingredient.unit})`}
                            checked={!!line}
                            onChange={(e) => toggle(ingredient.id, e.currentTarget.checked)}
                          />
                          {line && (
                            <NumberInput
                              aria-label={`Quantity of ${ingredient.name} (${ingredient.unit})`}
                              min={LINE.min}
                              step={LINE.step}
                              decimalScale={3}
                              value={line.quantity as number | string}
                              onChange={(v) => setQuantity(ingredient.id, v)}
                              error={errors.ingredients?.[index]?.quantity?.message}
                              w={130}
                              size="xs"
                              rightSection={
                                <Text size="xs" c="dimmed" pr={4}>
                                  {ingredient.unit}
                                </Text>
                              }
                            />
                          )}
                        </Group>
                      );
                    })}
                  </Stack>
                )}
              </Fieldset>
            );
          }}
        />

        <ImageDrop
          name="image"
          label="Meal Image"
          description="Optional"
          file={image}
          onChange={setImage}
          currentUrl={meal?.image}
          alt={meal ? meal.name : 'Chosen image'}
        />
        <Checkbox label="Available to order" {...form.register('is_available')} />
        <Checkbox label="Customers can customize this meal" {...form.register('is_customizable')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(DASHBOARD, { state: { tab: 'menu' } })}>
            Cancel
          </Button>
          <SaveButton busy={isSubmitting}>{meal ? 'Update Meal' : 'Add Meal'}</SaveButton>
        </Group>
      </Stack>
    </form>
  );
}

function EditMeal({ restaurant, id }: { restaurant: Restaurant; id: number }) {
  const meal = useMeal(Number.isInteger(id) && id > 0 ? id : null);
  if (meal.isLoading) return <FormSkeleton />;
  if (!Number.isInteger(id) || id <= 0 || notYours(meal, restaurant.id))
    return (
      <NotYours
        title={OWNER_PAGE_MESSAGES.mealNotFound}
        hint={OWNER_PAGE_MESSAGES.mealNotFoundHint}
        back={OWNER_PAGE_MESSAGES.backToMenu}
        tab="menu"
      />
    );
  if (!meal.data) return <LoadFailure message={OWNER_MESSAGES.mealLoadFailed} onRetry={() => meal.refetch()} />;
  return <MealForm restaurant={restaurant} meal={meal.data} />;
}

/** Add Meal (/add-meal) and Edit Meal (/edit-meal/:mealId), owner/admin spec §2. */
export function MealFormPage() {
  const { mealId } = useParams();
  const id = mealId ? Number(mealId) : null;
  return (
    <FormShell title={id ? 'Edit Meal' : 'Add New Meal'} back={{ to: DASHBOARD, label: 'Back to the dashboard' }}>
      <RequireRestaurant missingMessage={MEAL_MESSAGES.noRestaurant}>
        {(restaurant) =>
          id ? <EditMeal restaurant={restaurant} id={id} /> : <MealForm restaurant={restaurant} meal={null} />
        }
      </RequireRestaurant>
    </FormShell>
  );
}
