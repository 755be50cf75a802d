import { formatCents, type Language, LIMITS, localized, type MealOptionGroupInput } from '@dishcraft/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import {
  type Control,
  Controller,
  type FieldErrors,
  useFieldArray,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/language';
import { activeLocale } from '../../lib/locale';
import type { Ingredient, Meal } from '../../lib/types';
import { openConfirmModal } from '../../ui/confirm';
import { ArabicNameInput } from './ArabicInputs';

const L = LIMITS.options;

/** One option as the form holds it: inputs' values ('' while empty), the `id` it was read with when it has one. */
export interface OptionIn {
  id?: number;
  name: string;
  name_ar: string;
  price_delta: number | string;
  ingredient: string | null;
  quantity: number | string;
  is_available: boolean;
}

export interface GroupIn {
  id?: number;
  name: string;
  name_ar: string;
  min_choices: number | string;
  max_choices: number | string;
  free_choices: number | string;
  options: OptionIn[];
}

/** The part of the meal form this edits; the form's other fields do not matter here. */
export interface WithGroups {
  option_groups: GroupIn[];
}

const blankOption = (): OptionIn => ({
  name: '',
  name_ar: '',
  price_delta: '',
  ingredient: null,
  quantity: '',
  is_available: true,
});
const blankGroup = (): GroupIn => ({
  name: '',
  name_ar: '',
  min_choices: 0,
  max_choices: 1,
  free_choices: 0,
  options: [blankOption()],
});

/** A meal's groups as the form starts from them, keeping their ids so carts holding them stay valid (ADR 027). */
export function formGroups(meal: Meal | null): GroupIn[] {
  return (meal?.option_groups ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    name_ar: g.name_ar ?? '',
    min_choices: g.min_choices,
    max_choices: g.max_choices,
    free_choices: g.free_choices,
    options: g.options.map((o) => ({
      id: o.id,
      name: o.name,
      name_ar: o.name_ar ?? '',
      price_delta: Number(o.price_delta),
      ingredient: o.ingredient === null ? null : String(o.ingredient),
      quantity: o.quantity ?? '',
      is_available: o.is_available,
    })),
  }));
}

/** The checked groups as the API's `option_groups` takes them (issue #22): money back to a decimal string. */
export const groupsBody = (groups: MealOptionGroupInput[]) =>
  groups.map(({ options, ...group }) => ({
    ...group,
    options: options.map((o) => ({ ...o, price_delta: formatCents(o.price_delta) })),
  }));

/**
 * Where a message of the server's nested 400 body goes in this form: a list's own message (too many groups, a group
 * without options, a price that falls below zero) on the list's `root`, an element's on its name.
 */
export function groupErrorPath(path: string): string {
  if (/(^option_groups|\.options)$/.test(path)) return `${path}.root`;
  if (/\.\d+$/.test(path)) return `${path}.name`;
  return path;
}

type Errors = FieldErrors<WithGroups>;
const rootMessage = (e: { message?: string; root?: { message?: string } } | undefined) =>
  e?.root?.message ?? e?.message;

interface Shared {
  control: Control<WithGroups>;
  register: UseFormRegister<WithGroups>;
  setValue: UseFormSetValue<WithGroups>;
  errors: Errors;
  ingredients: Ingredient[];
}

/** Up and down buttons of a list's element, named after it, that leave the ends alone. */
function MoveButtons({
  index,
  count,
  name,
  move,
}: {
  index: number;
  count: number;
  name: string;
  move(from: number, to: number): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
        aria-label={t('owner.mealForm.options.moveUp', { name })}
      >
        <IconArrowUp size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
        aria-label={t('owner.mealForm.options.moveDown', { name })}
      >
        <IconArrowDown size={18} />
      </ActionIcon>
    </>
  );
}

/**
 * What a list element is called in its legend and buttons' labels: its name in the page's language (either name
 * while the other is blank), or "option 2" while it has none.
 */
const labelOf = (
  t: TFunction,
  names: { name?: string; name_ar?: string },
  language: Language,
  fallback: 'group' | 'option',
  index: number,
) =>
  localized({ name: names.name?.trim() ?? '', name_ar: names.name_ar?.trim() ?? '' }, 'name', language) ||
  (fallback === 'group'
    ? t('owner.mealForm.options.unnamedGroup', { n: index + 1 })
    : t('owner.mealForm.options.unnamedOption', { n: index + 1 }));

function OptionRow({
  g,
  o,
  count,
  move,
  remove,
  shared,
}: {
  g: number;
  o: number;
  count: number;
  move(from: number, to: number): void;
  remove(index: number): void;
  shared: Shared;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { control, register, setValue, errors, ingredients } = shared;
  const path = `option_groups.${g}.options.${o}` as const;
  const [name, nameAr, ingredientId] = useWatch({
    control,
    name: [`${path}.name`, `${path}.name_ar`, `${path}.ingredient`],
  });
  const label = labelOf(t, { name, name_ar: nameAr }, language, 'option', o);
  const e = errors.option_groups?.[g]?.options?.[o];
  const ingredient = ingredients.find((i) => String(i.id) === ingredientId);
  return (
    <Paper withBorder p={{ base: 'xs', sm: 'sm' }} radius="md" data-testid="option-row">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <TextInput
            label={t('owner.mealForm.options.optionName')}
            placeholder={t('owner.mealForm.options.optionPlaceholder')}
            required
            maxLength={L.name}
            style={{ flex: 1 }}
            {...register(`${path}.name`)}
            error={e?.name?.message}
          />
          <Group gap={2} wrap="nowrap" mt={26}>
            <MoveButtons index={o} count={count} name={label} move={move} />
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={count === 1}
              onClick={() => remove(o)}
              aria-label={t('owner.mealForm.options.removeOption', { name: label })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <ArabicNameInput field={register(`${path}.name_ar`)} error={e?.name_ar?.message} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          <Controller
            control={control}
            name={`${path}.price_delta`}
            render={({ field }) => (
              <NumberInput
                label={t('owner.mealForm.options.priceDelta', { currency: activeLocale().currency })}
                description={t('owner.mealForm.options.priceDeltaHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                decimalScale={2}
                step={1}
                allowNegative
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={e?.price_delta?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`${path}.ingredient`}
            render={({ field }) => (
              <Select
                label={t('owner.mealForm.options.ingredient')}
                placeholder={t('owner.mealForm.options.noIngredient')}
                description={t('owner.mealForm.options.ingredientHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={ingredients.map((i) => ({ value: String(i.id), label: localized(i, 'name', language) }))}
                searchable
                clearable
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  // a quantity goes with an ingredient: one portion by default, none without
                  setValue(`${path}.quantity`, value ? 1 : '');
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                error={e?.ingredient?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`${path}.quantity`}
            render={({ field }) => (
              <NumberInput
                label={
                  ingredient
                    ? t('owner.mealForm.options.quantityIn', { unit: t(`labels.unit.${ingredient.unit}`) })
                    : t('owner.mealForm.options.quantity')
                }
                min={0}
                step={0.1}
                decimalScale={3}
                allowNegative={false}
                disabled={!ingredientId}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={e?.quantity?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name={`${path}.is_available`}
          render={({ field }) => (
            <Switch
              label={t('owner.mealForm.options.available')}
              checked={field.value}
              onChange={(ev) => field.onChange(ev.currentTarget.checked)}
            />
          )}
        />
      </Stack>
    </Paper>
  );
}

function GroupEditor({
  g,
  count,
  moveGroup,
  removeGroup,
  shared,
}: {
  g: number;
  count: number;
  moveGroup(from: number, to: number): void;
  removeGroup(index: number): void;
  shared: Shared;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { control, register, errors } = shared;
  const options = useFieldArray({ control, name: `option_groups.${g}.options`, keyName: 'key' });
  const [name, nameAr] = useWatch({ control, name: [`option_groups.${g}.name`, `option_groups.${g}.name_ar`] });
  const label = labelOf(t, { name, name_ar: nameAr }, language, 'group', g);
  const e = errors.option_groups?.[g];
  const numberField = (field: 'min_choices' | 'max_choices' | 'free_choices', text: string, hint?: string) => (
    <Controller
      control={control}
      name={`option_groups.${g}.${field}`}
      render={({ field: f }) => (
        <NumberInput
          label={text}
          description={hint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={field === 'max_choices' ? 1 : 0}
          max={L.optionsPerGroup}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          ref={f.ref}
          error={e?.[field]?.message}
        />
      )}
    />
  );
  const optionsProblem = rootMessage(e?.options);
  return (
    <Fieldset legend={label} radius="md" p={{ base: 'xs', sm: 'md' }} data-testid="option-group-editor">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <TextInput
            label={t('owner.mealForm.options.groupName')}
            placeholder={t('owner.mealForm.options.groupPlaceholder')}
            required
            maxLength={L.name}
            style={{ flex: 1 }}
            {...register(`option_groups.${g}.name`)}
            error={e?.name?.message}
          />
          <Group gap={2} wrap="nowrap" mt={26}>
            <MoveButtons index={g} count={count} name={label} move={moveGroup} />
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => removeGroup(g)}
              aria-label={t('owner.mealForm.options.removeGroup', { name: label })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <ArabicNameInput field={register(`option_groups.${g}.name_ar`)} error={e?.name_ar?.message} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
          {numberField('min_choices', t('owner.mealForm.options.min'), t('owner.mealForm.options.minHint'))}
          {numberField('max_choices', t('owner.mealForm.options.max'))}
          {numberField('free_choices', t('owner.mealForm.options.free'), t('owner.mealForm.options.freeHint'))}
        </SimpleGrid>
        <Text fw={600} size="sm" mt="xs">
          {t('owner.mealForm.options.optionsOf', { name: label })}
        </Text>
        {optionsProblem && (
          <Text size="sm" c="red" role="alert">
            {optionsProblem}
          </Text>
        )}
        {options.fields.map((field, o) => (
          <OptionRow
            key={field.key}
            g={g}
            o={o}
            count={options.fields.length}
            move={options.move}
            remove={options.remove}
            shared={shared}
          />
        ))}
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => options.append(blankOption())}
          disabled={options.fields.length >= L.optionsPerGroup}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('owner.mealForm.options.addOption')}
        </Button>
      </Stack>
    </Fieldset>
  );
}

/**
 * The meal form's Options section (issue #22): groups such as "Size" (choose exactly 1) or "Extras" (up to 3), in the
 * order customers see them, each with its options: a price change (negative for less), an ingredient it takes from
 * stock and how much, and a switch. The contract's schema checks it on submit, as the server does.
 */
export function OptionGroupsEditor({
  getValues,
  ingredients,
  ...form
}: Omit<Shared, 'ingredients'> & { getValues: UseFormGetValues<WithGroups>; ingredients: Ingredient[] | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const groups = useFieldArray({ control: form.control, name: 'option_groups', keyName: 'key' });
  const shared: Shared = { ...form, ingredients: ingredients ?? [] };
  const problem = rootMessage(form.errors.option_groups as { message?: string; root?: { message?: string } });

  // A group whose options were filled in is removed only once the owner confirms it.
  const removeGroup = (index: number) => {
    const group = getValues(`option_groups.${index}`);
    const named = group.options.filter((o) => o.name.trim()).length;
    if (named === 0) return groups.remove(index);
    const name = labelOf(t, group, language, 'group', index);
    openConfirmModal({
      title: t('owner.mealForm.options.removeTitle', { name }),
      children: <Text size="sm">{t('owner.mealForm.options.removeBody', { count: named })}</Text>,
      labels: { confirm: t('owner.mealForm.options.removeConfirm'), cancel: t('owner.mealForm.options.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () => groups.remove(index),
    });
  };

  return (
    <Fieldset legend={t('owner.mealForm.options.title')} variant="filled" data-testid="options-editor">
      <Stack gap="md">
        <Text size="xs" c="dimmed">
          {t('owner.mealForm.options.hint')}
        </Text>
        {problem && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" p="xs">
            {problem}
          </Alert>
        )}
        {groups.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('owner.mealForm.options.empty')}
          </Text>
        )}
        {groups.fields.map((field, g) => (
          <GroupEditor
            key={field.key}
            g={g}
            count={groups.fields.length}
            moveGroup={groups.move}
            removeGroup={removeGroup}
            shared={shared}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => groups.append(blankGroup())}
          disabled={groups.fields.length >= L.groups}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('owner.mealForm.options.addGroup')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
