import { RESTAURANT_DEFAULTS, RESTAURANT_MESSAGES, restaurantFields } from '@dishcraft/contract';
import { Button, Checkbox, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
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
  'description',
  'address',
  'cuisine',
  'phone_number',
  'opening_time',
  'closing_time',
  'owner_id',
] as const;

const baseSchema = z.object({
  name: restaurantFields.name,
  description: restaurantFields.description,
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
          description: 'Description',
          address: 'Address',
          phone_number: 'Phone number',
          opening_time: 'Opening time',
          closing_time: 'Closing time',
        },
      ),
    [chooseOwner, takenOwners],
  );

  const form = useForm<FormIn, unknown, FormOut>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: restaurant?.name ?? '',
      description: restaurant?.description ?? '',
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
      body.set('description', values.description);
      body.set('address', values.address);
      body.set('cuisine', values.cuisine);
      body.set('phone_number', values.phone_number);
      body.set('opening_time', values.opening_time);
      body.set('closing_time', values.closing_time);
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
    label: takenOwners.has(u.id) ? `${u.username} (already has a restaurant)` : u.username,
    disabled: takenOwners.has(u.id),
  }));

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFailure title="The restaurant was not saved" message={failure} />
        {chooseOwner && (
          <SelectField
            control={form.control}
            name="owner_id"
            label="Restaurant Owner"
            placeholder={owners.isLoading ? 'Loading owners...' : 'Select a restaurant owner'}
            description="Users of type Restaurant Owner; owners who already have a restaurant cannot be chosen."
            data={ownerOptions}
            error={owners.isError ? errorText(owners.error, '') : undefined}
            searchable
            nothingFoundMessage="No restaurant owners found"
            required
            withAsterisk
          />
        )}
        <TextInput label="Restaurant Name" required {...form.register('name')} error={errors.name?.message} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          {...form.register('description')}
          error={errors.description?.message}
        />
        <TextInput label="Address" required {...form.register('address')} error={errors.address?.message} />
        <TextInput
          label="Cuisine"
          placeholder="e.g. Egyptian, Seafood, Burgers"
          description="Shown on your restaurant's card"
          {...form.register('cuisine')}
          error={errors.cuisine?.message}
        />
        <TextInput
          label="Phone Number"
          type="tel"
          required
          autoComplete="tel"
          {...form.register('phone_number')}
          error={errors.phone_number?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Opening Time"
            type="time"
            required
            {...form.register('opening_time')}
            error={errors.opening_time?.message}
          />
          <TextInput
            label="Closing Time"
            type="time"
            required
            description="Earlier than opening means it closes after midnight"
            {...form.register('closing_time')}
            error={errors.closing_time?.message}
          />
        </SimpleGrid>
        <Checkbox label="Restaurant is currently open" {...form.register('is_active')} />
        <ImageDrop
          name="logo"
          label="Restaurant Logo"
          description={restaurant ? 'Optional: choose an image only if the logo is to change.' : 'Optional'}
          file={logo}
          onChange={setLogo}
          currentUrl={restaurant?.logo}
          alt={restaurant ? `Logo of ${restaurant.name}` : 'Chosen logo'}
        />
        <ImageDrop
          name="cover"
          label="Cover Picture"
          description={
            restaurant
              ? 'Optional: choose an image only if the cover is to change. A wide photo of your food, 16:9.'
              : 'Optional: a wide photo of your food, 16:9'
          }
          file={cover}
          onChange={setCover}
          currentUrl={restaurant?.cover}
          alt={restaurant ? `Cover of ${restaurant.name}` : 'Chosen cover'}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              Cancel
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
