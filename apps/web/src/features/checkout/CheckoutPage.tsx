import { LIMITS, localized, PAYMENT_METHODS, type PaymentMethod, STORAGE_KEYS } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  List,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCash, IconClock, IconCreditCard, IconShoppingCart } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Resolver } from 'react-hook-form';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/language';
import { orderKeys } from '../../lib/orderKeys';
import { draftStore } from '../../lib/storage';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/toast';
import { wrapAnywhere } from '../../ui/wrap';
import { type CartItem, ClosedNotice, unitLabel, useCart, useClosedReason, useRestaurantName } from '../cart';
import { useAddresses } from '../addresses';
import { DiscountRow, PromoSection, usePromoCheck } from '../promotions';
import { currentPrice, useCheckoutRestaurant, useDeliveryAreas, usePaymentConfig } from './api';
import {
  type CheckoutProblem,
  type ConfirmCard,
  classifyError,
  type FulfilmentChoice as Choice,
  type PaidIntent,
  type PromoChoice,
  runCheckout,
} from './flow';
import { etaMinutes, type Fulfilment, offeredFulfilments, totals } from './fulfilment';
import { DeliveryAddressPicker, FulfilmentChoice } from './FulfilmentSection';
import { isOpenAt } from './openAt';
import { scheduleDays, scheduledInstant } from './schedule';
import { ScheduleSection, type When } from './ScheduleSection';
import { type CardFields, cardComplete, confirmWithTestCard, emptyCard, TestCardForm } from './TestCardForm';
import { focusFirstInvalid } from '../../forms/formErrors';
import { formatClock, formatDateTime, formatEta, formatMoney, formatOpensAt } from '../../lib/format';
import { paymentMethodLabel } from '../../lib/paymentLabel';
import { optionNames } from '../../lib/mealOptions';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

/** What the form needs besides its values to judge them: the typed address only without delivery areas. */
interface FormMode {
  legacyAddress: boolean;
  areaDelivery: boolean;
  scheduled: boolean;
}

/**
 * The checkout form: the typed address (a restaurant without delivery areas), or a saved address (one with them), and
 * a day and time when scheduled; the card is checked on submit apart (an incomplete card is a payment problem above
 * the form, not a field error, and Stripe's form keeps its own).
 */
const checkoutForm = (t: TFunction, mode: FormMode) =>
  z
    .object({
      address: z.string(),
      notes: z.string(),
      method: z.enum(PAYMENT_METHODS),
      card: z.custom<CardFields>(),
      fulfilment: z.enum(['delivery', 'pickup']),
      addressId: z.string(),
      when: z.enum(['now', 'schedule']),
      date: z.string(),
      time: z.string(),
    })
    .superRefine((values, ctx) => {
      if (mode.legacyAddress && !values.address.trim())
        ctx.addIssue({ code: 'custom', path: ['address'], message: t('checkout.addressRequired') });
      if (mode.areaDelivery && !values.addressId)
        ctx.addIssue({ code: 'custom', path: ['addressId'], message: t('checkout.chooseAddress') });
      if (mode.scheduled && !(values.date && values.time))
        ctx.addIssue({ code: 'custom', path: ['time'], message: t('checkout.scheduleRequired') });
    });
type CheckoutForm = z.infer<ReturnType<typeof checkoutForm>>;
const INVALID_ORDER = ['address', 'addressId', 'time'] as const;
const fieldIds: Record<(typeof INVALID_ORDER)[number], string> = {
  address: 'delivery-address',
  addressId: 'checkout-address',
  time: 'checkout-schedule-time',
};

/** What a reload keeps of the form until the order is placed (customer spec §2 Checkout); never the card. */
const checkoutDraft = z
  .object({
    address: z.string(),
    notes: z.string(),
    method: z.enum(PAYMENT_METHODS),
    fulfilment: z.enum(['delivery', 'pickup']),
    addressId: z.string(),
    when: z.enum(['now', 'schedule']),
    date: z.string(),
    time: z.string(),
  })
  .partial();
type CheckoutDraft = z.infer<typeof checkoutDraft>;

function readDraft(key: string): CheckoutDraft {
  const parsed = checkoutDraft.safeParse(draftStore.get<CheckoutDraft>(key));
  return parsed.success ? parsed.data : {};
}

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

function ProblemAlert({
  problem,
  onUpdatePrices,
  updating,
  items,
}: {
  problem: CheckoutProblem;
  onUpdatePrices(): void;
  updating: boolean;
  items: CartItem[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const amount = (quantity: number, unit?: string) =>
    unit ? t('checkout.amount', { quantity, unit: unitLabel(t, unit) }) : String(quantity);
  const common = { color: 'red', icon: <IconAlertCircle />, role: 'alert', mb: 'md', 'data-testid': 'checkout-error' };
  // A refused code is explained beside the code (PromoSection), where it can be removed.
  if (problem.kind === 'promo') return null;
  if (problem.kind === 'price')
    return (
      <Alert {...common} color="yellow" title={t('checkout.priceChangedTitle')}>
        <Text size="sm">{problem.message}</Text>
        <Text size="sm">{t('checkout.priceChangedHint')}</Text>
        <Button size="xs" mt="sm" onClick={onUpdatePrices} loading={updating}>
          {t('checkout.updatePrices')}
        </Button>
      </Alert>
    );
  if (problem.kind === 'options')
    return (
      <Alert {...common} title={t('checkout.optionsTitle')}>
        <List size="sm" spacing={2}>
          {problem.lines.map(({ index, message }) => {
            const item = items[index];
            return (
              <List.Item key={index}>
                {item ? t('checkout.optionsLine', { name: localized(item, 'name', language), message }) : message}{' '}
                {item && (
                  <Anchor component={Link} to={`/meals/${item.id}`} size="sm" inherit>
                    {t('checkout.chooseAgain')}
                  </Anchor>
                )}
              </List.Item>
            );
          })}
        </List>
        <Text size="sm" mt="xs">
          {t('checkout.optionsHint')}
        </Text>
      </Alert>
    );
  if (problem.kind === 'minimum')
    return (
      <Alert {...common} color="yellow" title={t('checkout.minimumTitle')}>
        <Text size="sm">
          {t('checkout.belowMinimum', { missing: formatMoney(problem.missing), minimum: formatMoney(problem.minimum) })}
        </Text>
        <Button component={Link} to="/cart" size="xs" variant="white" color="dark" mt="sm">
          {t('checkout.backToCart')}
        </Button>
      </Alert>
    );
  if (problem.kind === 'area')
    return (
      <Alert {...common} title={t('checkout.areaTitle')}>
        <Text size="sm">{problem.message}</Text>
        <Text size="sm">{t('checkout.areaHint')}</Text>
      </Alert>
    );
  if (problem.kind === 'schedule')
    return (
      <Alert {...common} color="yellow" icon={<IconClock />} title={t('checkout.scheduleTitle')}>
        <Text size="sm">{problem.message}</Text>
      </Alert>
    );
  if (problem.kind === 'closed')
    return (
      <Alert {...common} color="yellow" icon={<IconClock />} title={t('checkout.closedTitle')}>
        <Text size="sm">{problem.message}</Text>
        {problem.opensAt ? (
          <Text size="sm">{t('checkout.closedOpensAt', { opens: formatOpensAt(problem.opensAt) })}</Text>
        ) : (
          problem.opening && (
            <Text size="sm">
              {t('checkout.closedHint', {
                opening: formatClock(problem.opening),
                closing: formatClock(problem.closing),
              })}
            </Text>
          )
        )}
      </Alert>
    );
  if (problem.kind === 'unavailable')
    return (
      <Alert {...common} title={t('checkout.unavailableTitle')}>
        <List size="sm" spacing={2}>
          {problem.items.map((name) => (
            <List.Item key={`item-${name}`}>{t('checkout.mealUnavailable', { name })}</List.Item>
          ))}
          {problem.ingredients.map((i) => {
            const values = {
              ingredient: i.meal ? t('checkout.ingredientFor', { name: i.name, meal: i.meal }) : i.name,
              required: amount(i.required, i.unit),
              available: amount(i.in_stock, i.unit),
            };
            return (
              <List.Item key={`ing-${i.name}-${i.meal ?? ''}`}>
                {!i.available || i.in_stock <= 0
                  ? t('checkout.ingredientOut', values)
                  : t('checkout.ingredientLow', values)}
              </List.Item>
            );
          })}
        </List>
        <Text size="sm" mt="xs">
          {t('checkout.unavailableHint')}
        </Text>
        <Button component={Link} to="/cart" size="xs" variant="white" color="red" mt="sm">
          {t('checkout.backToCart')}
        </Button>
      </Alert>
    );
  return (
    <Alert {...common} title={problem.kind === 'payment' ? t('checkout.paymentTitle') : t('checkout.notPlaced')}>
      <Text size="sm">{problem.message}</Text>
      {problem.kind === 'payment' && <Text size="sm">{t('checkout.paymentHint')}</Text>}
    </Alert>
  );
}

/** /checkout (customer spec §2 Checkout, §4 Payment by card, issue #21 delivery, pickup and schedule). */
export function CheckoutPage() {
  const { user } = useAuth();
  const cart = useCart();
  const closed = useClosedReason(cart.restaurantId);
  const config = usePaymentConfig();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { language } = useLanguage();
  useDocumentTitle(t('checkout.documentTitle'));
  const restaurantName = useRestaurantName(cart.items[0]?.restaurant);
  const restaurant = useCheckoutRestaurant(cart.restaurantId);
  const deliveryAreas = useDeliveryAreas(cart.restaurantId);

  const draftKey = STORAGE_KEYS.checkoutDraft(user?.id ?? 0);
  const [draft] = useState(() => readDraft(draftKey));
  const mode = useRef<FormMode>({ legacyAddress: true, areaDelivery: false, scheduled: false });
  // The rules depend on the restaurant and the choices; the resolver reads them when the form is checked.
  const resolver = useCallback<Resolver<CheckoutForm>>(
    (values, context, options) => zodResolver(checkoutForm(t, mode.current))(values, context, options),
    [t],
  );
  const form = useForm<CheckoutForm>({
    resolver,
    defaultValues: {
      address: user?.address ?? '',
      notes: '',
      method: 'cash',
      card: emptyCard,
      fulfilment: 'delivery',
      addressId: '',
      when: 'now',
      date: '',
      time: '',
      ...draft,
    },
  });
  useEffect(() => {
    const { unsubscribe } = form.watch(({ card: _card, ...kept }) => draftStore.set(draftKey, kept));
    return unsubscribe;
  }, [form, draftKey]);
  const [method, card, chosenFulfilment, addressId, chosenWhen, date, time] = useWatch({
    control: form.control,
    name: ['method', 'card', 'fulfilment', 'addressId', 'when', 'date', 'time'],
  });
  const busy = form.formState.isSubmitting;
  const errors = form.formState.errors;
  const [stripeConfirm, setStripeConfirm] = useState<ConfirmCard | null>(null);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [updating, setUpdating] = useState(false);
  const paid = useRef<PaidIntent | null>(null);
  const placed = useRef(false);
  const onStripeReady = useCallback((confirm: ConfirmCard | null) => setStripeConfirm(() => confirm), []);

  // Delivery or pickup: only what the restaurant offers; delivery to a saved address where it has delivery areas,
  // to a typed address (free, as before areas) where it has none.
  const offered = offeredFulfilments(restaurant);
  const fulfilment: Fulfilment = offered.includes(chosenFulfilment) ? chosenFulfilment : (offered[0] ?? 'delivery');
  const areas = useMemo(() => deliveryAreas.data ?? [], [deliveryAreas.data]);
  const legacy = fulfilment === 'delivery' && deliveryAreas.isSuccess && areas.length === 0;
  const areaDelivery = fulfilment === 'delivery' && areas.length > 0;
  const addresses = useAddresses(areaDelivery);
  const saved = useMemo(() => addresses.data ?? [], [addresses.data]);
  const chosenAddress = areaDelivery ? saved.find((a) => String(a.id) === addressId) : undefined;
  const terms = chosenAddress ? (areas.find((a) => a.area === chosenAddress.area) ?? null) : null;
  const money = totals(cart.total, areaDelivery ? terms : null);
  // What the code takes off these items and this fee is the server's answer, asked again as either changes.
  const promo = usePromoCheck({
    code: cart.promoCode,
    restaurantId: cart.restaurantId,
    subtotalCents: money.subtotalCents,
    feeCents: money.feeCents,
  });

  // Now, or a time the restaurant is open in the next seven days; while it is closed, only a time.
  const closedNow = closed !== null;
  const days = useMemo(
    () => (restaurant ? scheduleDays(new Date(), (at) => isOpenAt(restaurant, at)) : []),
    [restaurant],
  );
  const when: When = closedNow ? 'schedule' : chosenWhen;
  const slotDate = days.some((d) => d.date === date) ? date : (days[0]?.date ?? '');
  // The earliest time of the day until the customer picks one.
  const slotTimes = days.find((d) => d.date === slotDate)?.times ?? [];
  const slotTime = slotTimes.includes(time) ? time : (slotTimes[0] ?? '');
  const scheduledFor = when === 'schedule' && slotDate && slotTime ? scheduledInstant(slotDate, slotTime) : undefined;
  mode.current = { legacyAddress: legacy, areaDelivery, scheduled: when === 'schedule' };

  // The default address (listed first) is chosen until the customer picks another; never one not served.
  const firstServed = saved.find((a) => areas.some((area) => area.area === a.area));
  useEffect(() => {
    // While the list is read again (an address was just added and chosen) the choice waits for it.
    if (!areaDelivery || !addresses.isSuccess || addresses.isFetching) return;
    const current = saved.find((a) => String(a.id) === addressId);
    if (current && areas.some((area) => area.area === current.area)) return;
    form.setValue('addressId', firstServed ? String(firstServed.id) : '');
  }, [areaDelivery, addresses.isSuccess, addresses.isFetching, saved, areas, addressId, firstServed, form]);

  if (cart.items.length === 0 && !placed.current)
    return (
      <Container size="sm" py={64}>
        <Title order={1} ta="center" mb="md">
          {t('checkout.title')}
        </Title>
        <EmptyState
          icon={<IconShoppingCart size={28} />}
          title={t('checkout.emptyCart')}
          action={
            <Button component={Link} to="/restaurants">
              {t('cart.browseRestaurants')}
            </Button>
          }
        />
      </Container>
    );

  const provider = config.data?.provider;
  const confirmCard: ConfirmCard | null =
    method !== 'credit_card'
      ? null
      : provider === 'stripe'
        ? stripeConfirm
        : cardComplete(card)
          ? confirmWithTestCard(card)
          : null;
  const choice: Choice = legacy
    ? { feeCents: 0, ...(scheduledFor ? { scheduledFor } : {}) }
    : {
        fulfilment,
        feeCents: money.feeCents,
        ...(areaDelivery && chosenAddress ? { addressId: chosenAddress.id } : {}),
        ...(scheduledFor ? { scheduledFor } : {}),
      };
  const promoChoice: PromoChoice | null =
    promo.status === 'applied' && promo.code ? { code: promo.code, discountCents: promo.discountCents } : null;
  const total = (money.totalCents - (promoChoice?.discountCents ?? 0)) / 100;
  const promoRefusal = problem?.kind === 'promo' ? problem.message : null;
  const belowMinimum = areaDelivery && terms !== null && money.missingCents > 0;

  const place = form.handleSubmit(
    async ({ address, notes }) => {
      if (method === 'credit_card' && !confirmCard && !paid.current) {
        setProblem({ kind: 'payment', message: t('checkout.cardIncomplete') });
        return;
      }
      // A code the server refuses is never sent (nor paid for): its reason stands beside it until it is removed.
      if (promo.status === 'refused') {
        setProblem({ kind: 'promo', message: promo.message ?? t('checkout.notPlaced') });
        return;
      }
      try {
        const order = await runCheckout({
          cart,
          userId: user?.id,
          form: { address, notes, method },
          choice,
          promo: promoChoice,
          confirmCard,
          idempotencyKey: crypto.randomUUID(),
          paid: paid.current,
          onPaid: (intent) => {
            paid.current = intent;
          },
        });
        placed.current = true;
        paid.current = null;
        draftStore.clear(draftKey);
        cart.clear();
        queryClient.setQueryData(orderKeys.detail(order.id), order);
        void queryClient.invalidateQueries({ queryKey: orderKeys.list });
        toast({ color: 'green', message: t('checkout.placed', { id: order.id }) });
        navigate(`/orders/${order.id}`, { replace: true });
      } catch (error) {
        const next = classifyError(error);
        setProblem(next);
        // a refused code is explained beside the code, next to the button; the rest above the form
        if (next.kind === 'promo') promo.retry();
        else window.scrollTo({ top: 0, behavior: 'smooth' });
      }
    },
    (invalid) => focusFirstInvalid(invalid, INVALID_ORDER, (name) => fieldIds[name]),
  );
  const submit = (event: React.FormEvent) => {
    setProblem(null);
    return place(event);
  };

  const updatePrices = async () => {
    setUpdating(true);
    try {
      const prices = await Promise.all(cart.items.map(currentPrice));
      const items = cart.items.map((item, i) => ({ ...item, price: prices[i] as string }));
      cart.clear();
      for (const item of items) cart.addItem(item);
      setProblem(null);
      toast({ color: 'green', message: t('checkout.pricesUpdated') });
    } catch (error) {
      setProblem(classifyError(error));
    } finally {
      setUpdating(false);
    }
  };

  const eta = scheduledFor
    ? t('checkout.scheduledFor', { when: formatDateTime(scheduledFor) })
    : legacy || !restaurant?.preparation_minutes
      ? null
      : fulfilment === 'pickup'
        ? t('checkout.etaPickup', { eta: formatEta(etaMinutes(restaurant, null)) })
        : terms
          ? t('checkout.etaDelivery', { eta: formatEta(etaMinutes(restaurant, terms)) })
          : null;

  let destination: React.ReactNode;
  if (fulfilment === 'pickup')
    destination = (
      <Text size="sm" style={wrapAnywhere} data-testid="pickup-address">
        {t('checkout.pickupAt', { restaurant: restaurantName, address: restaurant?.address ?? '' })}
      </Text>
    );
  else if (deliveryAreas.isPending) destination = <Skeleton height={64} role="status" aria-busy="true" />;
  else if (deliveryAreas.isError)
    destination = (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        {deliveryAreas.error.message}{' '}
        <Anchor component="button" type="button" onClick={() => deliveryAreas.refetch()}>
          {t('checkout.tryAgain')}
        </Anchor>
      </Alert>
    );
  else if (legacy)
    destination = (
      <Textarea
        id="delivery-address"
        label={t('checkout.address')}
        required
        autosize
        minRows={2}
        maxLength={LIMITS.address.max}
        autoComplete="street-address"
        error={errors.address?.message}
        {...form.register('address')}
      />
    );
  else
    destination = (
      <DeliveryAddressPicker
        addresses={saved}
        loading={addresses.isPending}
        failed={addresses.isError ? addresses.error.message : null}
        onRetry={() => addresses.refetch()}
        areas={areas}
        value={addressId}
        onChange={(id) => form.setValue('addressId', id, { shouldValidate: form.formState.isSubmitted })}
        restaurant={restaurantName}
        error={errors.addressId?.message}
      />
    );

  return (
    <Container py="xl">
      <Title order={1} mb="lg">
        {t('checkout.title')}
      </Title>
      {closed && (
        <Box mb="lg">
          <ClosedNotice restaurant={restaurantName} reason={closed} />
          {days.length > 0 && (
            <Text size="sm" mt="xs">
              {t('checkout.closedScheduleHint')}
            </Text>
          )}
        </Box>
      )}
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {problem && (
              <ProblemAlert problem={problem} onUpdatePrices={updatePrices} updating={updating} items={cart.items} />
            )}
            <Card withBorder padding="lg" mb="md">
              <Title order={2} size="h4" mb="sm">
                {fulfilment === 'pickup' ? t('checkout.pickup') : t('checkout.delivery')}
              </Title>
              <Stack gap="md">
                <FulfilmentChoice
                  offered={offered}
                  value={fulfilment}
                  onChange={(v) => form.setValue('fulfilment', v)}
                  restaurant={restaurantName}
                />
                {destination}
                <ScheduleSection
                  fulfilment={fulfilment}
                  when={when}
                  onWhen={(v) => form.setValue('when', v)}
                  closedNow={closedNow}
                  days={days}
                  date={slotDate}
                  time={slotTime}
                  onDate={(v) => form.setValue('date', v)}
                  onTime={(v) => form.setValue('time', v, { shouldValidate: form.formState.isSubmitted })}
                  error={errors.time?.message}
                />
                <Textarea
                  label={fulfilment === 'pickup' ? t('checkout.pickupNotes') : t('checkout.notes')}
                  placeholder={fulfilment === 'pickup' ? undefined : t('checkout.notesPlaceholder')}
                  autosize
                  minRows={2}
                  maxLength={LIMITS.order.text}
                  {...form.register('notes')}
                />
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Radio.Group
                label={
                  <Title order={2} size="h4" component="span">
                    {t('checkout.paymentMethod')}
                  </Title>
                }
                value={method}
                onChange={(v) => form.setValue('method', v as PaymentMethod)}
              >
                <Stack gap="sm" mt="sm">
                  <Radio
                    value="cash"
                    label={
                      <Group gap={6}>
                        <IconCash size={16} aria-hidden /> {paymentMethodLabel(t, 'cash', fulfilment)}
                      </Group>
                    }
                    description={fulfilment === 'pickup' ? t('checkout.cashPickupNote') : t('checkout.cashNote')}
                  />
                  <Radio
                    value="credit_card"
                    label={
                      <Group gap={6}>
                        <IconCreditCard size={16} aria-hidden /> {t('labels.paymentMethod.credit_card')}
                      </Group>
                    }
                  />
                </Stack>
              </Radio.Group>
              {method === 'credit_card' && (
                <Card withBorder mt="md" padding="md" bg="var(--mantine-color-default-hover)">
                  {config.isPending ? (
                    <Stack gap="sm" role="status" aria-busy="true" aria-label={t('checkout.loadingCard')}>
                      <Skeleton height={36} />
                      <Skeleton height={36} />
                    </Stack>
                  ) : config.isError ? (
                    <Alert color="red" icon={<IconAlertCircle />}>
                      {config.error.message}{' '}
                      <Anchor component="button" type="button" onClick={() => config.refetch()}>
                        {t('checkout.tryAgain')}
                      </Anchor>
                    </Alert>
                  ) : provider === 'stripe' && config.data.publishableKey ? (
                    <Suspense
                      fallback={
                        <Skeleton height={44} role="status" aria-busy="true" aria-label={t('checkout.loadingCard')} />
                      }
                    >
                      <StripeCardForm publishableKey={config.data.publishableKey} onReady={onStripeReady} />
                    </Suspense>
                  ) : (
                    <Controller
                      control={form.control}
                      name="card"
                      render={({ field }) => (
                        <TestCardForm value={field.value} onChange={field.onChange} disabled={busy} />
                      )}
                    />
                  )}
                </Card>
              )}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card
              withBorder
              shadow="sm"
              padding="lg"
              style={{ position: 'sticky', top: 80 }}
              data-testid="checkout-summary"
            >
              <Title order={2} size="h4">
                {t('cart.summary')}
              </Title>
              <Text size="sm" c="dimmed" mb="sm" style={wrapAnywhere}>
                {restaurantName}
              </Text>
              <ScrollArea.Autosize mah={240} type="auto" scrollbars="y" offsetScrollbars="present">
                <Stack gap={6}>
                  {cart.items.map((item, index) => {
                    const line = t('cart.line', { quantity: item.quantity, name: localized(item, 'name', language) });
                    const options = optionNames(item.options, language, t('browse.options.separator'));
                    const refused =
                      problem?.kind === 'options' ? problem.lines.find((l) => l.index === index) : undefined;
                    return (
                      <Group key={item.cartItemId} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" lineClamp={2} title={line} style={wrapAnywhere}>
                            {line}
                          </Text>
                          {options && (
                            <Text size="xs" c="dimmed" style={wrapAnywhere} data-testid="checkout-item-options">
                              {options}
                            </Text>
                          )}
                          {refused && (
                            <Text size="xs" c="red" style={wrapAnywhere} data-testid="checkout-item-error">
                              {refused.message}
                            </Text>
                          )}
                        </div>
                        <Text size="sm" style={{ ...tabular, whiteSpace: 'nowrap' }}>
                          {formatMoney(item.price * item.quantity)}
                        </Text>
                      </Group>
                    );
                  })}
                </Stack>
              </ScrollArea.Autosize>
              <Divider my="sm" />
              {cart.restaurantId !== null && (
                <PromoSection
                  restaurantId={cart.restaurantId}
                  subtotalCents={money.subtotalCents}
                  promo={promo}
                  feeKnown={fulfilment === 'pickup' || !areaDelivery || terms !== null}
                  refusal={promoRefusal}
                  refusedHint={t('promotions.removeToContinue')}
                  onApply={(code) => {
                    if (problem?.kind === 'promo') setProblem(null);
                    cart.setPromoCode(code);
                  }}
                  onRemove={() => {
                    if (problem?.kind === 'promo') setProblem(null);
                    cart.setPromoCode(null);
                  }}
                />
              )}
              <Divider my="sm" />
              <Group justify="space-between">
                <Text size="sm">{t('checkout.subtotal')}</Text>
                <Text size="sm" style={tabular} data-testid="checkout-subtotal">
                  {formatMoney(money.subtotalCents / 100)}
                </Text>
              </Group>
              {fulfilment === 'delivery' && (
                <Group justify="space-between">
                  <Text size="sm">{t('checkout.deliveryFee')}</Text>
                  <Text size="sm" style={tabular} data-testid="checkout-fee">
                    {areaDelivery && !terms ? t('checkout.feeUnknown') : formatMoney(money.feeCents / 100)}
                  </Text>
                </Group>
              )}
              <DiscountRow promo={promo} />
              <Group justify="space-between" mt="xs">
                <Text fw={700}>{t('cart.total')}</Text>
                <Text fw={700} size="lg" style={tabular} data-testid="checkout-total">
                  {formatMoney(total)}
                </Text>
              </Group>
              {eta && (
                <Group gap={6} mt="xs" wrap="nowrap" data-testid="checkout-eta">
                  <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm">{eta}</Text>
                </Group>
              )}
              {belowMinimum && (
                <Alert color="yellow" mt="sm" p="xs" role="status" data-testid="checkout-minimum">
                  <Text size="sm">
                    {t('checkout.belowMinimum', {
                      missing: formatMoney(money.missingCents / 100),
                      minimum: formatMoney(money.minimumCents / 100),
                    })}
                  </Text>
                </Alert>
              )}
              <Button
                type="submit"
                fullWidth
                size="md"
                mt="md"
                // until the code's check answers for these very items, the total to charge is not known
                disabled={busy || updating || (closedNow && days.length === 0) || belowMinimum || !promo.settled}
              >
                {busy ? t('checkout.processing') : t('checkout.placeOrder', { total: formatMoney(total) })}
              </Button>
              <Button component={Link} to="/cart" variant="subtle" fullWidth mt="xs">
                {t('checkout.backToCart')}
              </Button>
            </Card>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
