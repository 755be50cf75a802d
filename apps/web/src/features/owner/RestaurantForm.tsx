import { everyDay, RESTAURANT_DEFAULTS, RESTAURANT_MESSAGES, restaurantFields } from '@dishcraft/contract';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArabicDetailsInput, ArabicNameInput } from './ArabicInputs';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Restaurant } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { useRestaurantOwners, useRestaurants } from './api';
import { SelectField } from '../../forms/controlled';
import { FormFailure } from '../../ui/FormFailure';
import { applyServerErrors, badRequestBody, resolverWith, scrollToFirstError } from '../../forms/formErrors';
import { ImageDrop } from './ImageDrop';
import { SaveButton } from '../../ui/SaveButton';

const FIELDS = [
  'name',
  'name_ar',
  'description',
  'description_ar',
  'address',
  'cuisine',
  'phone_number',
  'opening_time',
  'closing_time',
  'owner_id',
] as const;

const baseSchema = z.object({
  name: restaurantFields.name,
  name_ar: restaurantFields.name_ar,
  description: restaurantFields.description,
  description_ar: restaurantFields.description_ar,
  address: restaurantFields.address,
  cuisine: restaurantFields.cuisine,
  phone_number: restaurantFields.phone_number,
  opening_time: restaurantFields.opening_time,
  closing_time: restaurantFields.closing_time,
  is_active: z.boolean(),
  owner_id: z.string().nullable(),
});

type FormIn = z.input<typeof baseSchema>;
type FormOut = z.output<typeof baseSchema>;

/** "08:00:00" → "08:00" for a time input. */
const hhmm = (time: string | undefined, fallback: string) => (time ? time.slice(0, 5) : fallback);

export interface RestaurantFormProps {
  /** The restaurant being edited; absent when creating. */
  restaurant?: Restaurant | null;
  /** An admin creating a restaurant chooses its owner. */
  chooseOwner?: boolean;
  submitLabel: string;
  /** Receives the multipart body; a rejection shows its message (and field errors) in the form. */
  onSubmit: (body: FormData) => Promise<unknown>;
  onCancel?: () => void;
  /** Message when the server gives none. */
  fallbackError: string;
  /** Disables the form after a successful save that leads elsewhere. */
  done?: boolean;
}

/**
 * The restaurant's fields (owner/admin spec §2 "Restaurant form", §5): used to create (owner or admin,
 * with an owner selector for admins), to edit from the admin dashboard, and as the owner's Edit Details.
 */
export function RestaurantForm({
  restaurant,
  chooseOwner = false,
  submitLabel,
  onSubmit,
  onCancel,
  fallbackError,
  done = false,
}: RestaurantFormProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const owners = useRestaurantOwners(chooseOwner);
  const restaurants = useRestaurants(chooseOwner);

  const takenOwners = useMemo(() => new Set((restaurants.data ?? []).map((r) => r.owner_id)), [restaurants.data]);
  // An admin creating one must choose an owner without a restaurant (owner/admin spec §5).
  const resolver = useMemo(
    () =>
      resolverWith(
        baseSchema,
        (value) => ({
          owner_id:
            chooseOwner &&
            (!value.owner_id
              ? RESTAURANT_MESSAGES.ownerRequired
              : takenOwners.has(Number(value.owner_id)) && RESTAURANT_MESSAGES.ownerHasRestaurant),
        }),
        {
          description: t('owner.restaurantForm.fields.description'),
          address: t('owner.restaurantForm.fields.address'),
          phone_number: t('owner.restaurantForm.fields.phone'),
          opening_time: t('owner.restaurantForm.fields.opening'),
          closing_time: t('owner.restaurantForm.fields.closing'),
        },
      ),
    [chooseOwner, takenOwners, t],
  );

  const form = useForm<FormIn, unknown, FormOut>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: restaurant?.name ?? '',
      name_ar: restaurant?.name_ar ?? '',
      description: restaurant?.description ?? '',
      description_ar: restaurant?.description_ar ?? '',
      address: restaurant?.address ?? '',
      cuisine: restaurant?.cuisine ?? '',
      phone_number: restaurant?.phone_number ?? '',
      opening_time: hhmm(restaurant?.opening_time, RESTAURANT_DEFAULTS.openingTime),
      closing_time: hhmm(restaurant?.closing_time, RESTAURANT_DEFAULTS.closingTime),
      is_active: restaurant?.is_active ?? RESTAURANT_DEFAULTS.isActive,
      owner_id: null,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const body = new FormData();
      body.set('name', values.name);
      body.set('name_ar', values.name_ar ?? '');
      body.set('description', values.description);
      body.set('description_ar', values.description_ar ?? '');
      body.set('address', values.address);
      body.set('cuisine', values.cuisine);
      body.set('phone_number', values.phone_number);
      // A new restaurant starts with one period every day; after that the weekly editor owns the hours (issue #21).
      if (!restaurant) body.set('opening_hours', JSON.stringify(everyDay(values.opening_time, values.closing_time)));
      body.set('is_active', String(values.is_active));
      if (logo) body.set('logo', logo);
      if (cover) body.set('cover', cover);
      if (chooseOwner && values.owner_id) body.set('owner_id', values.owner_id);
      try {
        await onSubmit(body);
      } catch (error) {
        applyServerErrors(badRequestBody(error), FIELDS, form.setError);
        setFailure(errorText(error, fallbackError));
      }
    },
    () => scrollToFirstError(formId),
  );

  const ownerOptions = (owners.data ?? []).map((u) => ({
    value: String(u.id),
    label: takenOwners.has(u.id) ? t('owner.restaurantForm.ownerTaken', { username: u.username }) : u.username,
    disabled: takenOwners.has(u.id),
  }));

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure title={t('owner.restaurantForm.notSaved')} message={failure} />
        {chooseOwner && (
          <SelectField
            control={form.control}
            name="owner_id"
            label={t('owner.restaurantForm.owner')}
            placeholder={
              owners.isLoading ? t('owner.restaurantForm.ownersLoading') : t('owner.restaurantForm.ownerPlaceholder')
            }
            description={t('owner.restaurantForm.ownerHint')}
            data={ownerOptions}
            error={owners.isError ? errorText(owners.error, '') : undefined}
            searchable
            nothingFoundMessage={t('owner.restaurantForm.noOwners')}
            required
            withAsterisk
          />
        )}
        <TextInput
          label={t('owner.restaurantForm.name')}
          required
          {...form.register('name')}
          error={errors.name?.message}
        />
        <ArabicNameInput field={form.register('name_ar')} error={errors.name_ar?.message} />
        <Textarea
          label={t('owner.restaurantForm.description')}
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
        <TextInput
          label={t('owner.restaurantForm.address')}
          required
          {...form.register('address')}
          error={errors.address?.message}
        />
        <TextInput
          label={t('owner.restaurantForm.cuisine')}
          placeholder={t('owner.restaurantForm.cuisinePlaceholder')}
          description={t('owner.restaurantForm.cuisineHint')}
          {...form.register('cuisine')}
          error={errors.cuisine?.message}
        />
        <TextInput
          label={t('owner.restaurantForm.phone')}
          type="tel"
          required
          autoComplete="tel"
          {...form.register('phone_number')}
          error={errors.phone_number?.message}
        />
        {restaurant ? (
          <Text size="sm" c="dimmed">
            {t('owner.restaurantForm.hoursElsewhere')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('owner.restaurantForm.opening')}
              type="time"
              required
              {...form.register('opening_time')}
              error={errors.opening_time?.message}
            />
            <TextInput
              label={t('owner.restaurantForm.closing')}
              type="time"
              required
              description={t('owner.restaurantForm.closingHint')}
              {...form.register('closing_time')}
              error={errors.closing_time?.message}
            />
          </SimpleGrid>
        )}
        <Checkbox label={t('owner.restaurantForm.isOpen')} {...form.register('is_active')} />
        <ImageDrop
          name="logo"
          label={t('owner.restaurantForm.logo')}
          description={restaurant ? t('owner.restaurantForm.logoChange') : t('owner.optional')}
          file={logo}
          onChange={setLogo}
          currentUrl={restaurant?.logo}
          alt={
            restaurant ? t('owner.overview.logoOf', { name: restaurant.name }) : t('owner.restaurantForm.chosenLogo')
          }
        />
        <ImageDrop
          name="cover"
          label={t('owner.restaurantForm.cover')}
          description={restaurant ? t('owner.restaurantForm.coverChange') : t('owner.restaurantForm.coverNew')}
          file={cover}
          onChange={setCover}
          currentUrl={restaurant?.cover}
          alt={
            restaurant
              ? t('owner.restaurantForm.coverOf', { name: restaurant.name })
              : t('owner.restaurantForm.chosenCover')
          }
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {t('owner.cancel')}
            </Button>
          )}
          <SaveButton busy={isSubmitting} disabled={done}>
            {submitLabel}
          </SaveButton>
        </Group>
      </Stack>
    </form>
  );
}
