import {
  CATEGORY_MESSAGES,
  DEFAULT_MESSAGES,
  LIMITS,
  localized,
  localizeMessage,
  type MealOptionGroupInput,
  mealOptionGroupsField,
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
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicDetailsInput, ArabicNameInput } from './ArabicInputs';
import {
  type Control,
  Controller,
  useForm,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { useLanguage } from '../../lib/language';
import { activeLocale } from '../../lib/locale';
import type { Meal, Restaurant } from '../../lib/types';
import { NumberField, SelectField } from '../../forms/controlled';
import { errorText } from '../../ui/errorText';
import {
  applyServerErrors,
  badRequestBody,
  nestedServerErrors,
  resolverWith,
  scrollToFirstError,
} from '../../forms/formErrors';
import { FormFailure } from '../../ui/FormFailure';
import { FormShell, FormSkeleton } from '../../ui/FormShell';
import { LoadFailure } from '../../ui/ManageList';
import { SaveButton } from '../../ui/SaveButton';
import { toast } from '../../ui/toast';
import { useCategories, useCreateCategory, useMeal, useRestaurantIngredients, useSaveMeal } from './api';
import { formData, numberField } from './formFields';
import { ImageDrop } from './ImageDrop';
import {
  formGroups,
  groupErrorPath,
  type GroupIn,
  groupsBody,
  OptionGroupsEditor,
  type WithGroups,
} from './OptionGroupsEditor';
import { NotYours, notYours } from './NotYours';
import { RequireRestaurant } from './RequireRestaurant';

const L = LIMITS.meal;
const DASHBOARD = '/restaurant-dashboard';
const FIELDS = [
  'name',
  'name_ar',
  'description',
  'description_ar',
  'base_price',
  'category',
  'preparation_time',
] as const;
/** Recipe quantity per meal (owner/admin spec §5): min 0.1, step 0.1, default 1. */
const LINE = { min: 0.1, step: 0.1, default: 1 } as const;

const lineSchema = z.object({
  ingredient: z.number(),
  quantity: numberField(LINE.min),
  is_optional: z.boolean(),
  additional_price: z.string(),
});

const schema = z.object({
  name: text({ max: [L.name, DEFAULT_MESSAGES.maxChars(L.name)] }),
  description: text({ max: [L.description, DEFAULT_MESSAGES.maxChars(L.description)] }),
  name_ar: text({ allowBlank: true, max: [L.name, DEFAULT_MESSAGES.maxChars(L.name)] }),
  description_ar: text({ allowBlank: true, max: [L.description, DEFAULT_MESSAGES.maxChars(L.description)] }),
  base_price: numberField(L.priceMin),
  category: z.string().nullable(),
  preparation_time: numberField(L.prepMin, { integer: true }),
  is_available: z.boolean(),
  is_customizable: z.boolean(),
  ingredients: z.array(lineSchema),
  // the contract's rule reads any input (multipart JSON text too); this form gives it its groups as GroupIn
  option_groups: mealOptionGroupsField as unknown as z.ZodType<MealOptionGroupInput[], GroupIn[]>,
  new_category_open: z.boolean(),
  new_category_name: z.string(),
  new_category_name_ar: z.string(),
  new_category_description: z.string(),
});

type FormIn = z.input<typeof schema>;
type FormOut = z.output<typeof schema>;
type Line = z.input<typeof lineSchema>;

function MealForm({ restaurant, meal }: { restaurant: Restaurant; meal: Meal | null }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  /** A category is required unless a new one is being created, which then needs a name (owner/admin spec §5). */
  const resolver = useMemo(
    () =>
      resolverWith(
        schema,
        (value) =>
          value.new_category_open
            ? { new_category_name: !value.new_category_name.trim() && CATEGORY_MESSAGES.nameRequired }
            : { category: !value.category && DEFAULT_MESSAGES.required },
        {
          name: t('owner.mealForm.fields.name'),
          description: t('owner.mealForm.fields.description'),
          base_price: t('owner.mealForm.fields.price'),
          category: t('owner.mealForm.fields.category'),
          preparation_time: t('owner.mealForm.fields.prepTime'),
        },
      ),
    [t],
  );
  const formId = useId();
  const navigate = useNavigate();
  const categories = useCategories();
  const ingredients = useRestaurantIngredients(restaurant.id);
  const createCategory = useCreateCategory();
  const save = useSaveMeal(meal?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fallback = meal ? t('owner.mealForm.updateFailed') : t('owner.mealForm.createFailed');

  const form = useForm<FormIn, unknown, FormOut>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: meal?.name ?? '',
      description: meal?.description ?? '',
      name_ar: meal?.name_ar ?? '',
      description_ar: meal?.description_ar ?? '',
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
      option_groups: formGroups(meal),
      new_category_open: false,
      new_category_name: '',
      new_category_name_ar: '',
      new_category_description: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const newCategoryOpen = form.watch('new_category_open');

  /** Creates the inline category and selects it; false (with the message under its name) on failure. */
  const addCategory = async (): Promise<string | null> => {
    const name = form.getValues('new_category_name').trim();
    if (!name) {
      form.setError('new_category_name', {
        type: 'required',
        message: localizeMessage(CATEGORY_MESSAGES.nameRequired, language),
      });
      return null;
    }
    try {
      const category = await createCategory.mutateAsync({
        name,
        name_ar: form.getValues('new_category_name_ar').trim(),
        description: form.getValues('new_category_description').trim(),
      });
      form.setValue('category', String(category.id), { shouldValidate: true });
      form.setValue('new_category_open', false);
      form.setValue('new_category_name', '');
      form.setValue('new_category_name_ar', '');
      form.setValue('new_category_description', '');
      toast({ message: t('owner.mealForm.categoryCreated', { name: localized(category, 'name', language) }) });
      return String(category.id);
    } catch (error) {
      form.setError('new_category_name', {
        type: 'server',
        message: errorText(error, t('owner.mealForm.categoryFailed')),
      });
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
        name_ar: values.name_ar,
        description: values.description,
        description_ar: values.description_ar,
        base_price: values.base_price,
        category: category ?? '',
        preparation_time: values.preparation_time,
        is_available: values.is_available,
        is_customizable: values.is_customizable,
        ingredients: JSON.stringify(values.ingredients),
        option_groups: JSON.stringify(groupsBody(values.option_groups)),
        image: image ?? undefined,
      });
      try {
        await save.mutateAsync(body);
        toast({ message: meal ? t('owner.mealForm.updated') : t('owner.mealForm.created') });
        navigate(DASHBOARD, { state: { tab: 'menu' } });
      } catch (error) {
        const body = badRequestBody(error);
        applyServerErrors(body, FIELDS, form.setError);
        const groups = (body as { option_groups?: unknown } | null)?.option_groups;
        for (const [path, message] of nestedServerErrors(groups, 'option_groups'))
          form.setError(groupErrorPath(path) as 'option_groups', { type: 'server', message });
        setFailure(errorText(error, fallback));
      }
    },
    () => scrollToFirstError(formId),
  );

  const categoryOptions = (categories.data ?? []).map((c) => ({
    value: String(c.id),
    label: localized(c, 'name', language),
  }));

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure title={t('owner.mealForm.notSaved')} message={failure} />
        <TextInput label={t('owner.mealForm.name')} required {...form.register('name')} error={errors.name?.message} />
        <ArabicNameInput field={form.register('name_ar')} error={errors.name_ar?.message} />
        <Textarea
          label={t('owner.mealForm.description')}
          required
          autosize
          minRows={3}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <ArabicDetailsInput
          field={form.register('description_ar')}
          error={errors.description_ar?.message}
          minRows={3}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberField
            control={form.control}
            name="base_price"
            label={t('owner.mealForm.price', { currency: activeLocale().currency })}
            required
            min={L.priceMin}
            step={0.01}
            decimalScale={2}
            fixedDecimalScale
          />
          <NumberField
            control={form.control}
            name="preparation_time"
            label={t('owner.mealForm.prepTime')}
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
            label={t('owner.mealForm.category')}
            required={!newCategoryOpen}
            placeholder={
              categories.isLoading ? t('owner.mealForm.categoriesLoading') : t('owner.mealForm.categoryPlaceholder')
            }
            data={categoryOptions}
            searchable
            disabled={newCategoryOpen}
            nothingFoundMessage={t('owner.mealForm.noCategory')}
            error={categories.isError ? errorText(categories.error, t('owner.mealForm.categoriesFailed')) : undefined}
          />
          {!newCategoryOpen ? (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => form.setValue('new_category_open', true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('owner.mealForm.newCategory')}
            </Button>
          ) : (
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <TextInput
                  label={t('owner.mealForm.newCategoryName')}
                  required
                  {...form.register('new_category_name', { onChange: () => form.clearErrors('new_category_name') })}
                  error={errors.new_category_name?.message}
                />
                <TextInput
                  label={t('owner.arabicName')}
                  description={t('owner.arabicHint')}
                  dir="rtl"
                  lang="ar"
                  {...form.register('new_category_name_ar')}
                />
                <TextInput
                  label={t('owner.mealForm.newCategoryDescription')}
                  {...form.register('new_category_description')}
                />
                <Group justify="flex-end" gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => {
                      form.setValue('new_category_open', false);
                      form.clearErrors('new_category_name');
                    }}
                  >
                    {t('owner.cancel')}
                  </Button>
                  <Button size="xs" onClick={() => void addCategory()} loading={createCategory.isPending}>
                    {t('owner.mealForm.createCategory')}
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
              <Fieldset legend={t('owner.mealForm.ingredients')} variant="filled">
                {ingredients.isLoading ? (
                  <Text size="sm" c="dimmed">
                    {t('owner.mealForm.ingredientsLoading')}
                  </Text>
                ) : (ingredients.data ?? []).length === 0 ? (
                  <Text size="sm">
                    {t('owner.mealForm.noIngredients')}{' '}
                    <Anchor component={Link} to="/add-ingredient">
                      {t('owner.mealForm.addIngredient')}
                    </Anchor>
                  </Text>
                ) : (
                  <Stack gap="xs">
                    <Text size="xs" c="dimmed">
                      {t('owner.mealForm.ingredientsHint')}
                    </Text>
                    {(ingredients.data ?? []).map((ingredient) => {
                      const index = lines.findIndex((l) => l.ingredient === ingredient.id);
                      const line = index >= 0 ? lines[index] : undefined;
                      const named = {
                        name: localized(ingredient, 'name', language),
                        unit: t(`labels.unit.${ingredient.unit}`),
                      };
                      return (
                        <Group key={ingredient.id} justify="space-between" wrap="nowrap" mih={36}>
                          <Checkbox
                            label={t('owner.mealForm.ingredientLine', named)}
                            checked={!!line}
                            onChange={(e) => toggle(ingredient.id, e.currentTarget.checked)}
                          />
                          {line && (
                            <NumberInput
                              aria-label={t('owner.mealForm.quantityOf', named)}
                              min={LINE.min}
                              step={LINE.step}
                              decimalScale={3}
                              value={line.quantity as number | string}
                              onChange={(v) => setQuantity(ingredient.id, v)}
                              error={errors.ingredients?.[index]?.quantity?.message}
                              w={130}
                              size="xs"
                              rightSection={
                                <Text size="xs" c="dimmed" pe={4}>
                                  {named.unit}
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

        <OptionGroupsEditor
          // the section reads and writes only `option_groups` of this form
          control={form.control as unknown as Control<WithGroups>}
          register={form.register as unknown as UseFormRegister<WithGroups>}
          setValue={form.setValue as unknown as UseFormSetValue<WithGroups>}
          getValues={form.getValues as unknown as UseFormGetValues<WithGroups>}
          errors={errors}
          ingredients={ingredients.data}
        />

        <ImageDrop
          name="image"
          label={t('owner.mealForm.image')}
          description={t('owner.optional')}
          file={image}
          onChange={setImage}
          currentUrl={meal?.image}
          alt={meal ? localized(meal, 'name', language) : t('owner.mealForm.chosenImage')}
        />
        <Checkbox label={t('owner.mealForm.available')} {...form.register('is_available')} />
        <Checkbox label={t('owner.mealForm.customizable')} {...form.register('is_customizable')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(DASHBOARD, { state: { tab: 'menu' } })}>
            {t('owner.cancel')}
          </Button>
          <SaveButton busy={isSubmitting}>{meal ? t('owner.mealForm.update') : t('owner.mealForm.add')}</SaveButton>
        </Group>
      </Stack>
    </form>
  );
}

function EditMeal({ restaurant, id }: { restaurant: Restaurant; id: number }) {
  const { t } = useTranslation();
  const meal = useMeal(Number.isInteger(id) && id > 0 ? id : null);
  if (meal.isLoading) return <FormSkeleton />;
  if (!Number.isInteger(id) || id <= 0 || notYours(meal, restaurant.id))
    return (
      <NotYours
        title={t('owner.mealForm.notFound')}
        hint={t('owner.mealForm.notFoundHint')}
        back={t('owner.mealForm.backToMenu')}
        tab="menu"
      />
    );
  if (!meal.data) return <LoadFailure message={t('owner.mealForm.loadFailed')} onRetry={() => meal.refetch()} />;
  return <MealForm restaurant={restaurant} meal={meal.data} />;
}

/** Add Meal (/add-meal) and Edit Meal (/edit-meal/:mealId), owner/admin spec §2. */
export function MealFormPage() {
  const { t } = useTranslation();
  const { mealId } = useParams();
  const id = mealId ? Number(mealId) : null;
  return (
    <FormShell
      title={id ? t('owner.mealForm.edit') : t('owner.mealForm.addTitle')}
      back={{ to: DASHBOARD, label: t('owner.backToDashboard') }}
    >
      <RequireRestaurant missingMessage={t('owner.mealForm.noRestaurant')}>
        {(restaurant) =>
          id ? <EditMeal restaurant={restaurant} id={id} /> : <MealForm restaurant={restaurant} meal={null} />
        }
      </RequireRestaurant>
    </FormShell>
  );
}
