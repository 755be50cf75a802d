import {
  ALLERGEN_TYPES,
  DEFAULT_MESSAGES,
  INGREDIENT_MESSAGES,
  LIMITS,
  OWNER_MESSAGES,
  OWNER_PAGE_MESSAGES,
  text,
  UNITS,
} from '@dishcraft/contract';
import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import type { Ingredient, Restaurant } from '../../lib/types';
import { NumberField, SelectField } from '../../forms/controlled';
import { errorText } from '../../ui/errorText';
import { applyServerErrors, badRequestBody, resolverWith, scrollToFirstError } from '../../forms/formErrors';
import { FormFailure } from '../../ui/FormFailure';
import { FormShell, FormSkeleton } from '../../ui/FormShell';
import { LoadFailure } from '../../ui/ManageList';
import { SaveButton } from '../../ui/SaveButton';
import { toast } from '../../ui/toast';
import { useIngredient, useSaveIngredient } from './api';
import { formData, numberField } from './formFields';
import { ImageDrop } from './ImageDrop';
import { NotYours, notYours } from './NotYours';
import { RequireRestaurant } from './RequireRestaurant';

const L = LIMITS.ingredient;
const FIELDS = ['name', 'description', 'unit', 'price_per_unit', 'quantity', 'allergen_type'] as const;

const schema = z.object({
  name: text({ max: [L.name, DEFAULT_MESSAGES.maxChars(L.name)] }),
  description: text({ allowBlank: true, max: [L.description, DEFAULT_MESSAGES.maxChars(L.description)] }),
  unit: z.enum(UNITS, { error: DEFAULT_MESSAGES.required }).nullable(),
  price_per_unit: numberField(0),
  quantity: numberField(0),
  is_available: z.boolean(),
  is_allergen: z.boolean(),
  allergen_type: z.enum(ALLERGEN_TYPES).nullable(),
});

type FormIn = z.input<typeof schema>;
type FormOut = z.output<typeof schema>;

/** The unit is required; the allergen type only when the allergen box is ticked (owner/admin spec §4, §5). */
const resolver = resolverWith(
  schema,
  (value) => ({
    unit: !value.unit && DEFAULT_MESSAGES.required,
    allergen_type: value.is_allergen && !value.allergen_type && INGREDIENT_MESSAGES.allergenTypeRequired,
  }),
  { name: 'Name', unit: 'Unit', price_per_unit: 'Price per unit', quantity: 'Quantity' },
);

const DASHBOARD = '/restaurant-dashboard';

function IngredientForm({ restaurant, ingredient }: { restaurant: Restaurant; ingredient: Ingredient | null }) {
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveIngredient(ingredient?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fallback = ingredient ? INGREDIENT_MESSAGES.updateFailed : INGREDIENT_MESSAGES.createFailed;

  const form = useForm<FormIn, unknown, FormOut>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: ingredient?.name ?? '',
      description: ingredient?.description ?? '',
      unit: ingredient?.unit ?? null,
      price_per_unit: ingredient ? Number(ingredient.price_per_unit) : '',
      quantity: ingredient?.quantity ?? '',
      is_available: ingredient?.is_available ?? true,
      is_allergen: ingredient?.is_allergen ?? false,
      allergen_type: ingredient?.allergen_type ?? null,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isAllergen = form.watch('is_allergen');

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const body = formData({
        restaurant: restaurant.id,
        name: values.name,
        description: values.description,
        unit: values.unit ?? '',
        price_per_unit: values.price_per_unit,
        quantity: values.quantity,
        // the create form also sends the spec's alias (API.md §3.4)
        available_quantity: ingredient ? undefined : values.quantity,
        is_available: values.is_available,
        is_allergen: values.is_allergen,
        allergen_type: values.is_allergen ? (values.allergen_type ?? undefined) : undefined,
        image: image ?? undefined,
      });
      try {
        await save.mutateAsync(body);
        toast({ message: ingredient ? OWNER_MESSAGES.ingredientUpdated : OWNER_MESSAGES.ingredientCreated });
        navigate(DASHBOARD, { state: { tab: 'ingredients' } });
      } catch (error) {
        applyServerErrors(badRequestBody(error), FIELDS, form.setError);
        setFailure(errorText(error, fallback));
      }
    },
    () => scrollToFirstError(formId),
  );

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure title="The ingredient was not saved" message={failure} />
        <TextInput label="Name" required {...form.register('name')} error={errors.name?.message} />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <SelectField
            control={form.control}
            name="unit"
            label="Unit"
            required
            placeholder="Choose a unit"
            data={[...UNITS]}
            allowDeselect={false}
          />
          <NumberField
            control={form.control}
            name="price_per_unit"
            label="Price per Unit ($)"
            required
            min={0}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
          />
          <NumberField
            control={form.control}
            name="quantity"
            label="Quantity in Stock"
            required
            min={0}
            step={0.01}
            decimalScale={3}
          />
        </SimpleGrid>
        <Checkbox label="In stock (available for meals and orders)" {...form.register('is_available')} />
        <Checkbox label="This ingredient is an allergen" {...form.register('is_allergen')} />
        {isAllergen && (
          <SelectField
            control={form.control}
            name="allergen_type"
            label="Allergen Type"
            required
            placeholder="Choose the allergen"
            data={[...ALLERGEN_TYPES]}
          />
        )}
        <ImageDrop
          name="image"
          label="Image"
          description="Optional"
          file={image}
          onChange={setImage}
          currentUrl={ingredient?.image}
          alt={ingredient ? ingredient.name : 'Chosen image'}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(DASHBOARD, { state: { tab: 'ingredients' } })}>
            Cancel
          </Button>
          <SaveButton busy={isSubmitting}>{ingredient ? 'Update Ingredient' : 'Add Ingredient'}</SaveButton>
        </Group>
      </Stack>
    </form>
  );
}

function EditIngredient({ restaurant, id }: { restaurant: Restaurant; id: number }) {
  const ingredient = useIngredient(Number.isInteger(id) && id > 0 ? id : null);
  if (ingredient.isLoading) return <FormSkeleton />;
  if (!Number.isInteger(id) || id <= 0 || notYours(ingredient, restaurant.id))
    return (
      <NotYours
        title={OWNER_PAGE_MESSAGES.ingredientNotFound}
        hint={OWNER_PAGE_MESSAGES.ingredientNotFoundHint}
        back={OWNER_PAGE_MESSAGES.backToIngredients}
        tab="ingredients"
      />
    );
  if (!ingredient.data)
    return <LoadFailure message={INGREDIENT_MESSAGES.loadOneFailed} onRetry={() => ingredient.refetch()} />;
  return <IngredientForm restaurant={restaurant} ingredient={ingredient.data} />;
}

/** Add Ingredient (/add-ingredient) and Edit Ingredient (/edit-ingredient/:ingredientId), owner/admin spec §2. */
export function IngredientFormPage() {
  const { ingredientId } = useParams();
  const id = ingredientId ? Number(ingredientId) : null;
  return (
    <FormShell
      title={id ? 'Edit Ingredient' : 'Add New Ingredient'}
      back={{ to: DASHBOARD, label: 'Back to the dashboard' }}
    >
      <RequireRestaurant missingMessage={INGREDIENT_MESSAGES.noRestaurant}>
        {(restaurant) =>
          id ? (
            <EditIngredient restaurant={restaurant} id={id} />
          ) : (
            <IngredientForm restaurant={restaurant} ingredient={null} />
          )
        }
      </RequireRestaurant>
    </FormShell>
  );
}
