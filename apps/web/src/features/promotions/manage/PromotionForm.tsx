import { PROMOTION_KINDS, PROMOTION_LIMITS, type PromotionKind, type PromotionOut } from '@dishcraft/contract';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Input,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField } from '../../../forms/controlled';
import { applyServerErrors, badRequestBody } from '../../../forms/formErrors';
import { activeLocale } from '../../../lib/locale';
import { errorText } from '../../../ui/errorText';
import { toast } from '../../../ui/toast';
import { useSavePromotion } from './api';
import {
  blankPromotion,
  formOfPromotion,
  PROMOTION_FORM_FIELDS,
  promotionBody,
  type PromotionFormValues,
} from './model';
import { promotionResolver } from './resolver';

export interface RestaurantChoice {
  id: number;
  name: string;
}

/**
 * Create (no code) or change a promo code, in a dialog over the list. `restaurants` is the admin's choice of where the
 * code applies (none: every restaurant); an owner's code is always their own restaurant's, so they get no choice.
 */
export function PromotionForm({
  promotion,
  opened,
  onClose,
  restaurants,
}: {
  promotion: PromotionOut | null;
  opened: boolean;
  onClose: () => void;
  restaurants?: RestaurantChoice[];
}) {
  const { t } = useTranslation();
  const admin = restaurants !== undefined;
  const phone = useMediaQuery('(max-width: 36em)');
  const save = useSavePromotion();
  const [failure, setFailure] = useState<string | null>(null);
  const currency = activeLocale().currency;
  const form = useForm<PromotionFormValues>({
    resolver: promotionResolver(promotion ? 'update' : 'create', admin, {
      code: t('promoAdmin.form.code'),
      value: t('promoAdmin.form.value'),
    }),
    values: promotion ? formOfPromotion(promotion) : blankPromotion,
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const freeDelivery = form.watch('free_delivery');

  const close = () => {
    form.reset(blankPromotion);
    setFailure(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ id: promotion?.id, body: promotionBody(values, admin) });
      toast({
        message: t(promotion ? 'promoAdmin.form.updated' : 'promoAdmin.form.created', { code: saved.code }),
        placement: admin ? 'admin' : 'default',
      });
      close();
    } catch (error) {
      const body = badRequestBody(error);
      const { rest } = applyServerErrors(body, PROMOTION_FORM_FIELDS, form.setError);
      const other = body ? rest : errorText(error, t('promoAdmin.form.saveFailed'));
      if (other) setFailure(other);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={promotion ? t('promoAdmin.form.editTitle', { code: promotion.code }) : t('promoAdmin.form.addTitle')}
      size="lg"
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('promoAdmin.form.close') }}
    >
      <form onSubmit={onSubmit} noValidate data-testid="promotion-form">
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert" p="sm">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('promoAdmin.form.code')}
            description={t('promoAdmin.form.codeHint', {
              min: PROMOTION_LIMITS.code.min,
              max: PROMOTION_LIMITS.code.max,
            })}
            required
            data-autofocus
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={PROMOTION_LIMITS.code.max}
            styles={{ input: { textTransform: 'uppercase' } }}
            error={errors.code?.message}
            {...form.register('code')}
          />
          {admin && (
            <SelectField
              control={form.control}
              name="restaurant"
              label={t('promoAdmin.form.restaurant')}
              description={t('promoAdmin.form.restaurantHint')}
              data={[
                { value: '', label: t('promoAdmin.everyRestaurant') },
                ...restaurants.map((r) => ({ value: String(r.id), label: r.name })),
              ]}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t('promoAdmin.noRestaurantFound')}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Input.Wrapper label={t('promoAdmin.form.kind')} id="promotion-kind">
                <SegmentedControl
                  fullWidth
                  aria-labelledby="promotion-kind-label"
                  value={field.value}
                  onChange={(next) => field.onChange(next as PromotionKind)}
                  data={PROMOTION_KINDS.map((k) => ({ value: k, label: t(`promoAdmin.form.kinds.${k}`) }))}
                />
              </Input.Wrapper>
            )}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberField
              control={form.control}
              name="value"
              label={
                kind === 'percent' ? t('promoAdmin.form.percentValue') : t('promoAdmin.form.amountValue', { currency })
              }
              description={kind === 'percent' ? t('promoAdmin.form.percentHint') : t('promoAdmin.form.amountHint')}
              required={!freeDelivery}
              min={0}
              max={kind === 'percent' ? PROMOTION_LIMITS.percentMax : undefined}
              step={kind === 'percent' ? 1 : 0.01}
              decimalScale={2}
              suffix={kind === 'percent' ? '%' : undefined}
            />
            {kind === 'percent' && (
              <NumberField
                control={form.control}
                name="max_discount"
                label={t('promoAdmin.form.maxDiscount', { currency })}
                description={t('promoAdmin.form.maxDiscountHint')}
                min={0}
                step={0.01}
                decimalScale={2}
              />
            )}
          </SimpleGrid>
          <Checkbox
            label={t('promoAdmin.form.freeDelivery')}
            description={t('promoAdmin.form.freeDeliveryHint')}
            {...form.register('free_delivery')}
          />
          <Text fw={600} size="sm" mt="xs">
            {t('promoAdmin.form.conditions')}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberField
              control={form.control}
              name="minimum_subtotal"
              label={t('promoAdmin.form.minimum', { currency })}
              description={t('promoAdmin.form.minimumHint')}
              min={0}
              step={0.01}
              decimalScale={2}
            />
            <Checkbox
              mt={{ base: 0, xs: 'xl' }}
              label={t('promoAdmin.form.firstOrder')}
              {...form.register('first_order_only')}
            />
            <TextInput
              type="datetime-local"
              label={t('promoAdmin.form.startsAt')}
              description={t('promoAdmin.form.startsAtHint')}
              error={errors.starts_at?.message}
              {...form.register('starts_at')}
            />
            <TextInput
              type="datetime-local"
              label={t('promoAdmin.form.endsAt')}
              description={t('promoAdmin.form.endsAtHint')}
              error={errors.ends_at?.message}
              {...form.register('ends_at')}
            />
            <NumberField
              control={form.control}
              name="usage_limit"
              label={t('promoAdmin.form.usageLimit')}
              description={t('promoAdmin.form.noLimitHint')}
              min={1}
              max={PROMOTION_LIMITS.usesMax}
              step={1}
              allowDecimal={false}
            />
            <NumberField
              control={form.control}
              name="per_customer_limit"
              label={t('promoAdmin.form.perCustomerLimit')}
              description={t('promoAdmin.form.noLimitHint')}
              min={1}
              max={PROMOTION_LIMITS.usesMax}
              step={1}
              allowDecimal={false}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('promoAdmin.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {promotion ? t('promoAdmin.form.save') : t('promoAdmin.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
