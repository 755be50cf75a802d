import { EGYPT_PHONE, localized, text } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, badRequestBody, focusFirstInvalid, localizedResolver } from '../../forms/formErrors';
import { useLanguage } from '../../lib/language';
import { useAreaList, useSaveAddress } from './api';
import type { Address, AddressBody, Area } from './types';

/** Lengths of the address fields (the server's limits, API.md issue #21). */
const MAX = { label: 60, street: 255, short: 30, landmark: 255 } as const;

const optional = (max: number) => z.string().trim().max(max);

const addressSchema = (t: TFunction) =>
  z.object({
    label: optional(MAX.label),
    area: z.string().min(1, t('addresses.areaRequired')),
    street: text({ required: t('addresses.streetRequired'), max: [MAX.street, t('addresses.tooLong')] }),
    building: optional(MAX.short),
    floor: optional(MAX.short),
    apartment: optional(MAX.short),
    landmark: optional(MAX.landmark),
    phone: text({ required: t('addresses.phoneRequired'), pattern: [EGYPT_PHONE, t('addresses.phoneInvalid')] }),
    is_default: z.boolean(),
  });
type AddressValues = z.input<ReturnType<typeof addressSchema>>;

const FIELDS = [
  'label',
  'area',
  'street',
  'building',
  'floor',
  'apartment',
  'landmark',
  'phone',
  'is_default',
] as const satisfies readonly (keyof AddressValues)[];

/** "Zamalek · Cairo" in the page's language. */
export function areaName(area: Area, language: 'en' | 'ar'): string {
  return `${localized(area, 'name', language)} · ${localized(area, 'city', language)}`;
}

/**
 * One address's fields, for the address book and for checkout's "new address". Saving goes straight to the address
 * book; `onSaved` gets the stored address.
 */
export function AddressForm({
  address,
  idPrefix,
  onSaved,
  onCancel,
  defaultPhone = '',
}: {
  address?: Address;
  idPrefix: string;
  onSaved(address: Address): void;
  onCancel?(): void;
  defaultPhone?: string;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const areas = useAreaList();
  const save = useSaveAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => addressSchema(t), [t]);
  const form = useForm<AddressValues>({
    resolver: localizedResolver(zodResolver(schema)) as never,
    defaultValues: {
      label: address?.label ?? '',
      area: address ? String(address.area) : '',
      street: address?.street ?? '',
      building: address?.building ?? '',
      floor: address?.floor ?? '',
      apartment: address?.apartment ?? '',
      landmark: address?.landmark ?? '',
      phone: address?.phone ?? defaultPhone,
      is_default: address?.is_default ?? false,
    },
  });
  const id = (name: string) => `${idPrefix}-${name}`;
  const errors = form.formState.errors;
  const areaOptions = (areas.data ?? [])
    .filter((a) => !a.is_retired || a.id === address?.area)
    .map((a) => ({ value: String(a.id), label: areaName(a, language) }));
  if (address && !areaOptions.some((o) => o.value === String(address.area)))
    areaOptions.push({ value: String(address.area), label: areaName(address.area_details, language) });

  // A form inside checkout's form: its submit must not submit the order, so it is sent by its button, not a <form>.
  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const body: AddressBody = { ...values, area: Number(values.area), label: values.label ?? '' } as AddressBody;
      try {
        const saved = await save.mutateAsync({ id: address?.id, body });
        onSaved(saved);
      } catch (error) {
        const placed = applyServerErrors<AddressValues>(badRequestBody(error), FIELDS, form.setError);
        setFormError(placed.rest || (placed.fields.length ? null : (error as Error).message));
        focusFirstInvalid(placed.fields, FIELDS, id);
      }
    },
    (invalid) => focusFirstInvalid(invalid, FIELDS, id),
  );

  return (
    <Stack
      gap="sm"
      data-testid="address-form"
      onKeyDown={(event) => {
        // Enter in a field saves this address, never the order form around it.
        const field = event.target;
        // An open area list takes Enter for choosing an area.
        const choosing = field instanceof HTMLElement && field.getAttribute('aria-expanded') === 'true';
        if (event.key === 'Enter' && field instanceof HTMLInputElement && field.type !== 'checkbox' && !choosing) {
          event.preventDefault();
          void submit();
        }
      }}
    >
      {formError && (
        <Alert color="red" icon={<IconAlertCircle />} role="alert">
          {formError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          id={id('label')}
          label={t('addresses.field.label')}
          placeholder={t('addresses.labelPlaceholder')}
          maxLength={MAX.label}
          error={errors.label?.message}
          {...form.register('label')}
        />
        <Controller
          control={form.control}
          name="area"
          render={({ field }) => (
            <Select
              id={id('area')}
              label={t('addresses.field.area')}
              placeholder={areas.isPending ? t('addresses.loadingAreas') : t('addresses.pickArea')}
              required
              searchable
              data={areaOptions}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              error={errors.area?.message ?? (areas.isError ? areas.error.message : undefined)}
              nothingFoundMessage={t('addresses.noArea')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
      <TextInput
        id={id('street')}
        label={t('addresses.field.street')}
        required
        maxLength={MAX.street}
        autoComplete="address-line1"
        dir="auto"
        error={errors.street?.message}
        {...form.register('street')}
      />
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <TextInput
          id={id('building')}
          label={t('addresses.field.building')}
          maxLength={MAX.short}
          error={errors.building?.message}
          {...form.register('building')}
        />
        <TextInput
          id={id('floor')}
          label={t('addresses.field.floor')}
          maxLength={MAX.short}
          error={errors.floor?.message}
          {...form.register('floor')}
        />
        <TextInput
          id={id('apartment')}
          label={t('addresses.field.apartment')}
          maxLength={MAX.short}
          error={errors.apartment?.message}
          {...form.register('apartment')}
        />
      </SimpleGrid>
      <TextInput
        id={id('landmark')}
        label={t('addresses.field.landmark')}
        placeholder={t('addresses.landmarkPlaceholder')}
        maxLength={MAX.landmark}
        dir="auto"
        error={errors.landmark?.message}
        {...form.register('landmark')}
      />
      <TextInput
        id={id('phone')}
        label={t('addresses.field.phone')}
        required
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <Checkbox
        id={id('is_default')}
        label={t('addresses.makeDefault')}
        disabled={address?.is_default}
        {...form.register('is_default')}
      />
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="button" onClick={() => void submit()} loading={save.isPending}>
          {address ? t('addresses.save') : t('addresses.add')}
        </Button>
      </Group>
    </Stack>
  );
}
