import { LIMITS, localized, PAYMENT_METHODS, type PaymentMethod, STORAGE_KEYS, text } from '@dishcraft/contract';
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
import { ClosedNotice, unitLabel, useCart, useClosedReason, useRestaurantName } from '../cart';
import { currentPrice, usePaymentConfig } from './api';
import { type CheckoutProblem, type ConfirmCard, classifyError, type PaidIntent, runCheckout } from './flow';
import { type CardFields, cardComplete, confirmWithTestCard, emptyCard, TestCardForm } from './TestCardForm';
import { formatClock, formatMoney } from '../../lib/format';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

/**
 * The checkout form: the address with the contract's rule and message; the card is checked on submit apart
 * (an incomplete card is a payment problem above the form, not a field error, and Stripe's form keeps its own).
 */
const checkoutForm = (t: TFunction) =>
  z.object({
    address: text({ required: t('checkout.addressRequired') }),
    notes: z.string(),
    method: z.enum(PAYMENT_METHODS),
    card: z.custom<CardFields>(),
  });
type CheckoutForm = z.infer<ReturnType<typeof checkoutForm>>;

/** What a reload keeps of the form until the order is placed (customer spec §2 Checkout); never the card. */
const checkoutDraft = z.object({ address: z.string(), notes: z.string(), method: z.enum(PAYMENT_METHODS) }).partial();
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
}: {
  problem: CheckoutProblem;
  onUpdatePrices(): void;
  updating: boolean;
}) {
  const { t } = useTranslation();
  const amount = (quantity: number, unit?: string) =>
    unit ? t('checkout.amount', { quantity, unit: unitLabel(t, unit) }) : String(quantity);
  const common = { color: 'red', icon: <IconAlertCircle />, role: 'alert', mb: 'md', 'data-testid': 'checkout-error' };
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
  if (problem.kind === 'closed')
    return (
      <Alert {...common} color="yellow" icon={<IconClock />} title={t('checkout.closedTitle')}>
        <Text size="sm">{problem.message}</Text>
        {problem.opening && (
          <Text size="sm">
            {t('checkout.closedHint', {
              opening: formatClock(problem.opening),
              closing: formatClock(problem.closing),
            })}
          </Text>
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

/** /checkout (customer spec §2 Checkout, §4 Payment by card). */
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
  const schema = useMemo(() => checkoutForm(t), [t]);
  const restaurantName = useRestaurantName(cart.items[0]?.restaurant);

  const draftKey = STORAGE_KEYS.checkoutDraft(user?.id ?? 0);
  const [draft] = useState(() => readDraft(draftKey));
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(schema),
    defaultValues: { address: user?.address ?? '', notes: '', method: 'cash', card: emptyCard, ...draft },
  });
  useEffect(() => {
    const { unsubscribe } = form.watch(({ address, notes, method }) =>
      draftStore.set(draftKey, { address, notes, method }),
    );
    return unsubscribe;
  }, [form, draftKey]);
  const [method, card] = useWatch({ control: form.control, name: ['method', 'card'] });
  const busy = form.formState.isSubmitting;
  const addressError = form.formState.errors.address?.message;
  const [stripeConfirm, setStripeConfirm] = useState<ConfirmCard | null>(null);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);
  const [updating, setUpdating] = useState(false);
  const paid = useRef<PaidIntent | null>(null);
  const placed = useRef(false);
  const onStripeReady = useCallback((confirm: ConfirmCard | null) => setStripeConfirm(() => confirm), []);

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

  const place = form.handleSubmit(async ({ address, notes }) => {
    if (method === 'credit_card' && !confirmCard && !paid.current) {
      setProblem({ kind: 'payment', message: t('checkout.cardIncomplete') });
      return;
    }
    try {
      const order = await runCheckout({
        cart,
        userId: user?.id,
        form: { address, notes, method },
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
      setProblem(classifyError(error));
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  });
  const submit = (event: React.FormEvent) => {
    setProblem(null);
    return place(event);
  };

  const updatePrices = async () => {
    setUpdating(true);
    try {
      const prices = await Promise.all(
        cart.items.map((item) =>
          currentPrice(item.type, item.type === 'custom' ? (item.customMealId as number) : item.id),
        ),
      );
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

  return (
    <Container py="xl">
      <Title order={1} mb="lg">
        {t('checkout.title')}
      </Title>
      {closed && (
        <Box mb="lg">
          <ClosedNotice restaurant={restaurantName} reason={closed} />
        </Box>
      )}
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {problem && <ProblemAlert problem={problem} onUpdatePrices={updatePrices} updating={updating} />}
            <Card withBorder padding="lg" mb="md">
              <Title order={2} size="h4" mb="sm">
                {t('checkout.delivery')}
              </Title>
              <Textarea
                id="delivery-address"
                label={t('checkout.address')}
                required
                autosize
                minRows={2}
                maxLength={LIMITS.address.max}
                autoComplete="street-address"
                error={addressError}
                {...form.register('address')}
              />
              <Textarea
                mt="sm"
                label={t('checkout.notes')}
                placeholder={t('checkout.notesPlaceholder')}
                autosize
                minRows={2}
                maxLength={LIMITS.order.text}
                {...form.register('notes')}
              />
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
                        <IconCash size={16} aria-hidden /> {t('labels.paymentMethod.cash')}
                      </Group>
                    }
                    description={t('checkout.cashNote')}
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
                  {cart.items.map((item) => {
                    const line = t('cart.line', { quantity: item.quantity, name: localized(item, 'name', language) });
                    return (
                      <Group key={item.cartItemId} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                        <Text size="sm" lineClamp={2} title={line} style={wrapAnywhere}>
                          {line}
                        </Text>
                        <Text size="sm" style={{ ...tabular, whiteSpace: 'nowrap' }}>
                          {formatMoney(item.price * item.quantity)}
                        </Text>
                      </Group>
                    );
                  })}
                </Stack>
              </ScrollArea.Autosize>
              <Divider my="sm" />
              <Group justify="space-between">
                <Text size="sm">{t('checkout.subtotal')}</Text>
                <Text size="sm" style={tabular}>
                  {formatMoney(cart.total)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm">{t('checkout.deliveryFee')}</Text>
                <Text size="sm" style={tabular}>
                  {formatMoney(0)}
                </Text>
              </Group>
              <Group justify="space-between" mt="xs">
                <Text fw={700}>{t('cart.total')}</Text>
                <Text fw={700} size="lg" style={tabular} data-testid="checkout-total">
                  {formatMoney(cart.total)}
                </Text>
              </Group>
              <Button type="submit" fullWidth size="md" mt="md" disabled={busy || updating || closed !== null}>
                {busy ? t('checkout.processing') : t('checkout.placeOrder', { total: formatMoney(cart.total) })}
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
