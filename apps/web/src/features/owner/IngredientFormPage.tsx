import {
  ALLERGEN_TYPES,
  DEFAULT_MESSAGES,
  INGREDIENT_MESSAGES,
  LIMITS,
  localized,
  text,
  UNITS,
} from '@dishcraft/contract';
import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicDetailsInput, ArabicNameInput } from './ArabicInputs';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useLanguage } from '../../lib/language';
import { activeLocale } from '../../lib/locale';
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
const FIELDS = [
  'name',
  'name_ar',
  'description',
  'description_ar',
  'unit',
  'price_per_unit',
  'quantity',
  'allergen_type',
] as const;

const schema = z.object({
  name: text({ max: [L.name, DEFAULT_MESSAGES.maxChars(L.name)] }),
  description: text({ allowBlank: true, max: [L.description, DEFAULT_MESSAGES.maxChars(L.description)] }),
  name_ar: text({ allowBlank: true, max: [L.name, DEFAULT_MESSAGES.maxChars(L.name)] }),
  description_ar: text({ allowBlank: true, max: [L.description, DEFAULT_MESSAGES.maxChars(L.description)] }),
  unit: z.enum(UNITS, { error: DEFAULT_MESSAGES.required }).nullable(),
  price_per_unit: numberField(0),
  quantity: numberField(0),
  is_available: z.boolean(),
  is_allergen: z.boolean(),
  allergen_type: z.enum(ALLERGEN_TYPES).nullable(),
});

type FormIn = z.input<typeof schema>;
type FormOut = z.output<typeof schema>;

const DASHBOARD = '/restaurant-dashboard';

function IngredientForm({ restaurant, ingredient }: { restaurant: Restaurant; ingredient: Ingredient | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  /** The unit is required; the allergen type only when the allergen box is ticked (owner/admin spec §4, §5). */
  const resolver = useMemo(
    () =>
      resolverWith(
        schema,
        (value) => ({
          unit: !value.unit && DEFAULT_MESSAGES.required,
          allergen_type: value.is_allergen && !value.allergen_type && INGREDIENT_MESSAGES.allergenTypeRequired,
        }),
        {
          name: t('owner.ingredientForm.fields.name'),
          unit: t('owner.ingredientForm.fields.unit'),
          price_per_unit: t('owner.ingredientForm.fields.pricePerUnit'),
          quantity: t('owner.ingredientForm.fields.quantity'),
        },
      ),
    [t],
  );
  const formId = useId();
  const navigate = useNavigate();
  const save = useSaveIngredient(ingredient?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fallback = ingredient ? t('owner.ingredientForm.updateFailed') : t('owner.ingredientForm.createFailed');

  const form = useForm<FormIn, unknown, FormOut>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: ingredient?.name ?? '',
      description: ingredient?.description ?? '',
      name_ar: ingredient?.name_ar ?? '',
      description_ar: ingredient?.description_ar ?? '',
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
        name_ar: values.name_ar,
        description: values.description,
        description_ar: values.description_ar,
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
        toast({ message: ingredient ? t('owner.ingredientForm.updated') : t('owner.ingredientForm.created') });
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
        <FormFailure title={t('owner.ingredientForm.notSaved')} message={failure} />
        <TextInput
          label={t('owner.ingredientForm.name')}
          required
          {...form.register('name')}
          error={errors.name?.message}
        />
        <ArabicNameInput field={form.register('name_ar')} error={errors.name_ar?.message} />
        <Textarea
          label={t('owner.ingredientForm.description')}
          autosize
          minRows={2}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <ArabicDetailsInput
          field={form.register('description_ar')}
          error={errors.description_ar?.message}
          minRows={2}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <SelectField
            control={form.control}
            name="unit"
            label={t('owner.ingredientForm.unit')}
            required
            placeholder={t('owner.ingredientForm.unitPlaceholder')}
            data={UNITS.map((unit) => ({ value: unit, label: t(`labels.unit.${unit}`) }))}
            allowDeselect={false}
          />
          <NumberField
            control={form.control}
            name="price_per_unit"
            label={t('owner.ingredientForm.pricePerUnit', { currency: activeLocale().currency })}
            required
            min={0}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
          />
          <NumberField
            control={form.control}
            name="quantity"
            label={t('owner.ingredientForm.quantity')}
            required
            min={0}
            step={0.01}
            decimalScale={3}
          />
        </SimpleGrid>
        <Checkbox label={t('owner.ingredientForm.inStock')} {...form.register('is_available')} />
        <Checkbox label={t('owner.ingredientForm.isAllergen')} {...form.register('is_allergen')} />
        {isAllergen && (
          <SelectField
            control={form.control}
            name="allergen_type"
            label={t('owner.ingredientForm.allergenType')}
            required
            placeholder={t('owner.ingredientForm.allergenPlaceholder')}
            data={ALLERGEN_TYPES.map((type) => ({ value: type, label: t(`labels.allergen.${type}`) }))}
          />
        )}
        <ImageDrop
          name="image"
          label={t('owner.ingredientForm.image')}
          description={t('owner.optional')}
          file={image}
          onChange={setImage}
          currentUrl={ingredient?.image}
          alt={ingredient ? localized(ingredient, 'name', language) : t('owner.ingredientForm.chosenImage')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(DASHBOARD, { state: { tab: 'ingredients' } })}>
            {t('owner.cancel')}
          </Button>
          <SaveButton busy={isSubmitting}>
            {ingredient ? t('owner.ingredientForm.update') : t('owner.ingredientForm.add')}
          </SaveButton>
        </Group>
      </Stack>
    </form>
  );
}

function EditIngredient({ restaurant, id }: { restaurant: Restaurant; id: number }) {
  const { t } = useTranslation();
  const ingredient = useIngredient(Number.isInteger(id) && id > 0 ? id : null);
  if (ingredient.isLoading) return <FormSkeleton />;
  if (!Number.isInteger(id) || id <= 0 || notYours(ingredient, restaurant.id))
    return (
      <NotYours
        title={t('owner.ingredientForm.notFound')}
        hint={t('owner.ingredientForm.notFoundHint')}
        back={t('owner.ingredientForm.backToIngredients')}
        tab="ingredients"
      />
    );
  if (!ingredient.data)
    return <LoadFailure message={t('owner.ingredientForm.loadFailed')} onRetry={() => ingredient.refetch()} />;
  return <IngredientForm restaurant={restaurant} ingredient={ingredient.data} />;
}

/** Add Ingredient (/add-ingredient) and Edit Ingredient (/edit-ingredient/:ingredientId), owner/admin spec §2. */
export function IngredientFormPage() {
  const { t } = useTranslation();
  const { ingredientId } = useParams();
  const id = ingredientId ? Number(ingredientId) : null;
  return (
    <FormShell
      title={id ? t('owner.ingredientForm.edit') : t('owner.ingredientForm.addTitle')}
      back={{ to: DASHBOARD, label: t('owner.backToDashboard') }}
    >
      <RequireRestaurant missingMessage={t('owner.ingredientForm.noRestaurant')}>
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
