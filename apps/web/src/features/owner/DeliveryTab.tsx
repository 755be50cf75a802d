import { FULFILMENT_LIMITS, localizeMessage, RESTAURANT_MESSAGES, restaurantFields } from '@dishcraft/contract';
import { Alert, Checkbox, Group, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { badRequestBody } from '../../forms/formErrors';
import { useLanguage } from '../../lib/language';
import type { Restaurant } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { SaveButton } from '../../ui/SaveButton';
import { toast } from '../../ui/toast';
import { ClosuresEditor } from './ClosuresEditor';
import { DeliveryAreasEditor } from './DeliveryAreasEditor';
import { usePatchRestaurant } from './deliveryApi';
import { HoursEditor } from './HoursEditor';

type MinutesField = 'preparation_minutes' | 'accept_minutes';

/** Delivery, pickup, and how long the kitchen takes to prepare and to answer a new order. */
function FulfilmentSettings({ restaurant }: { restaurant: Restaurant }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const save = usePatchRestaurant(restaurant.id);
  const [values, setValues] = useState({
    offers_delivery: restaurant.offers_delivery,
    offers_pickup: restaurant.offers_pickup,
    preparation_minutes: restaurant.preparation_minutes as number | string,
    accept_minutes: restaurant.accept_minutes as number | string,
  });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    const minutes = (field: MinutesField) => {
      const parsed = restaurantFields[field].safeParse(values[field] === '' ? undefined : Number(values[field]));
      if (!parsed.success) found[field] = localizeMessage(parsed.error.issues[0]?.message ?? '', language);
      return parsed.success ? parsed.data : 0;
    };
    const body = {
      offers_delivery: values.offers_delivery,
      offers_pickup: values.offers_pickup,
      preparation_minutes: minutes('preparation_minutes'),
      accept_minutes: minutes('accept_minutes'),
    };
    if (!body.offers_delivery && !body.offers_pickup)
      found.offers_pickup = localizeMessage(RESTAURANT_MESSAGES.offerOne, language);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(body, {
      onSuccess: () => toast({ message: t('owner.delivery.saved') }),
      onError: (error) => {
        const refused = badRequestBody(error) as Record<string, unknown> | null;
        const placed: typeof errors = {};
        for (const key of Object.keys(values) as (keyof typeof values)[]) {
          const messages = refused?.[key];
          if (Array.isArray(messages)) placed[key] = messages.join(' ');
        }
        setErrors(placed);
        setFailure(errorText(error, t('owner.delivery.saveFailed')));
      },
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="fulfilment">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="fulfilment">
              {t('owner.delivery.fulfilmentTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('owner.delivery.fulfilmentHint')}
            </Text>
          </div>
          {failure && (
            <Alert color="red" role="alert" title={t('owner.delivery.notSaved')}>
              {failure}
            </Alert>
          )}
          <Stack gap="xs" role="group" aria-label={t('owner.delivery.offers')}>
            <Checkbox
              label={t('owner.delivery.offersDelivery')}
              checked={values.offers_delivery}
              onChange={(e) => set('offers_delivery', e.currentTarget.checked)}
            />
            <Checkbox
              label={t('owner.delivery.offersPickup')}
              checked={values.offers_pickup}
              onChange={(e) => set('offers_pickup', e.currentTarget.checked)}
              error={errors.offers_delivery ?? errors.offers_pickup}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label={t('owner.delivery.preparation')}
              description={t('owner.delivery.preparationHint')}
              min={FULFILMENT_LIMITS.minutes.preparation[0]}
              max={FULFILMENT_LIMITS.minutes.preparation[1]}
              allowDecimal={false}
              value={values.preparation_minutes}
              onChange={(v) => set('preparation_minutes', v)}
              error={errors.preparation_minutes}
            />
            <NumberInput
              label={t('owner.delivery.accept')}
              description={t('owner.delivery.acceptHint')}
              min={FULFILMENT_LIMITS.minutes.accept[0]}
              max={FULFILMENT_LIMITS.minutes.accept[1]}
              allowDecimal={false}
              value={values.accept_minutes}
              onChange={(v) => set('accept_minutes', v)}
              error={errors.accept_minutes}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <SaveButton busy={save.isPending}>{t('owner.delivery.save')}</SaveButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Delivery & hours tab (issue #21): what the restaurant offers and how fast, where it delivers and on what terms,
 * its weekly hours and its closed dates. Each part saves on its own, so one refusal never loses another's edits.
 */
export function DeliveryTab({ restaurant }: { restaurant: Restaurant }) {
  return (
    <Stack gap="lg">
      <FulfilmentSettings restaurant={restaurant} />
      <DeliveryAreasEditor restaurantId={restaurant.id} />
      <HoursEditor restaurant={restaurant} />
      <ClosuresEditor restaurant={restaurant} />
    </Stack>
  );
}
