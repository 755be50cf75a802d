import {
  LIMITS,
  CHECKOUT_MESSAGES as M,
  PAYMENT_METHODS,
  type PaymentMethod,
  STORAGE_KEYS,
  text,
} from '@dishcraft/contract';
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
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useAuth } from '../../lib/auth';
import { orderKeys } from '../../lib/orderKeys';
import { draftStore } from '../../lib/storage';
import { EmptyState } from '../../ui/EmptyState';
import { toast } from '../../ui/toast';
import { wrapAnywhere } from '../../ui/wrap';
import { ClosedNotice, useCart, useClosedReason } from '../cart';
import { currentPrice, usePaymentConfig } from './api';
import { type CheckoutProblem, type ConfirmCard, classifyError, type PaidIntent, runCheckout } from './flow';
import { type CardFields, cardComplete, confirmWithTestCard, emptyCard, TestCardForm } from './TestCardForm';
import { formatMoney } from '../../lib/format';

const StripeCardForm = lazy(() => import('./StripeCardForm'));

/**
 * The checkout form: the address with the contract's rule and message; the card is checked on submit apart
 * (an incomplete card is a payment problem above the form, not a field error, and Stripe's form keeps its own).
 */
const checkoutForm = z.object({
  address: text({ required: M.addressRequired }),
  notes: z.string(),
  method: z.enum(PAYMENT_METHODS),
  card: z.custom<CardFields>(),
});
type CheckoutForm = z.infer<typeof checkoutForm>;

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
  const common = { color: 'red', icon: <IconAlertCircle />, role: 'alert', mb: 'md', 'data-testid': 'checkout-error' };
  if (problem.kind === 'price')
    return (
      <Alert {...common} color="yellow" title={M.priceChangedTitle}>
        <Text size="sm">{problem.message}</Text>
        <Text size="sm">{M.priceChangedHint}</Text>
        <Button size="xs" mt="sm" onClick={onUpdatePrices} loading={updating}>
          {M.updatePrices}
        </Button>
      </Alert>
    );
  if (problem.kind === 'closed')
    return (
      <Alert {...common} color="yellow" icon={<IconClock />} title={M.closedTitle}>
        <Text size="sm">{problem.message}</Text>
        {problem.opening && <Text size="sm">{M.closedHint(problem.opening, problem.closing)}</Text>}
      </Alert>
    );
  if (problem.kind === 'unavailable')
    return (
      <Alert {...common} title={M.unavailableTitle}>
        <List size="sm" spacing={2}>
          {problem.items.map((name) => (
            <List.Item key={`item-${name}`}>{name} is currently unavailable.</List.Item>
          ))}
          {problem.ingredients.map((i) => (
            <List.Item key={`ing-${i.name}-${i.meal ?? ''}`}>
              {i.name}
              {i.meal ? ` (for ${i.meal})` : ''}: {!i.available || i.in_stock <= 0 ? 'out of stock' : 'low in stock'}.
              Required {i.required}
              {i.unit ? ` ${i.unit}` : ''}, available {i.in_stock}
              {i.unit ? ` ${i.unit}` : ''}.
            </List.Item>
          ))}
        </List>
        <Text size="sm" mt="xs">
          {M.unavailableHint}
        </Text>
        <Button component={Link} to="/cart" size="xs" variant="white" color="red" mt="sm">
          Back to cart
        </Button>
      </Alert>
    );
  return (
    <Alert {...common} title={problem.kind === 'payment' ? M.paymentTitle : 'Your order was not placed'}>
      <Text size="sm">{problem.message}</Text>
      {problem.kind === 'payment' && <Text size="sm">{M.paymentHint}</Text>}
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
  useDocumentTitle('Checkout · Dishcraft');

  const draftKey = STORAGE_KEYS.checkoutDraft(user?.id ?? 0);
  const [draft] = useState(() => readDraft(draftKey));
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutForm),
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
          Checkout
        </Title>
        <EmptyState
          icon={<IconShoppingCart size={28} />}
          title={M.emptyCart}
          action={
            <Button component={Link} to="/restaurants">
              Browse Restaurants
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
      setProblem({ kind: 'payment', message: M.cardIncomplete });
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
      toast({ color: 'green', message: M.placed(order.id) });
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
      toast({ color: 'green', message: M.pricesUpdated });
    } catch (error) {
      setProblem(classifyError(error));
    } finally {
      setUpdating(false);
    }
  };

  return (
    <Container py="xl">
      <Title order={1} mb="lg">
        Checkout
      </Title>
      {closed && (
        <Box mb="lg">
          <ClosedNotice restaurant={cart.restaurantName ?? ''} reason={closed} />
        </Box>
      )}
      <form onSubmit={submit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {problem && <ProblemAlert problem={problem} onUpdatePrices={updatePrices} updating={updating} />}
            <Card withBorder padding="lg" mb="md">
              <Title order={2} size="h4" mb="sm">
                Delivery
              </Title>
              <Textarea
                id="delivery-address"
                label="Delivery address"
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
                label="Delivery notes"
                placeholder="E.g. ring twice, leave at the door"
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
                    Payment method
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
                        <IconCash size={16} aria-hidden /> Cash on Delivery
                      </Group>
                    }
                    description={M.cashNote}
                  />
                  <Radio
                    value="credit_card"
                    label={
                      <Group gap={6}>
                        <IconCreditCard size={16} aria-hidden /> Credit Card
                      </Group>
                    }
                  />
                </Stack>
              </Radio.Group>
              {method === 'credit_card' && (
                <Card withBorder mt="md" padding="md" bg="var(--mantine-color-default-hover)">
                  {config.isPending ? (
                    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the card form">
                      <Skeleton height={36} />
                      <Skeleton height={36} />
                    </Stack>
                  ) : config.isError ? (
                    <Alert color="red" icon={<IconAlertCircle />}>
                      {config.error.message}{' '}
                      <Anchor component="button" type="button" onClick={() => config.refetch()}>
                        Try again
                      </Anchor>
                    </Alert>
                  ) : provider === 'stripe' && config.data.publishableKey ? (
                    <Suspense
                      fallback={
                        <Skeleton height={44} role="status" aria-busy="true" aria-label="Loading the card form" />
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
                Order Summary
              </Title>
              <Text size="sm" c="dimmed" mb="sm" style={wrapAnywhere}>
                {cart.restaurantName}
              </Text>
              <ScrollArea.Autosize mah={240} type="auto" scrollbars="y" offsetScrollbars="present">
                <Stack gap={6}>
                  {cart.items.map((item) => (
                    <Group key={item.cartItemId} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                      <Text size="sm" lineClamp={2} title={`${item.quantity} × ${item.name}`} style={wrapAnywhere}>
                        {item.quantity} × {item.name}
                      </Text>
                      <Text size="sm" style={{ ...tabular, whiteSpace: 'nowrap' }}>
                        {formatMoney(item.price * item.quantity)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
              <Divider my="sm" />
              <Group justify="space-between">
                <Text size="sm">Subtotal</Text>
                <Text size="sm" style={tabular}>
                  {formatMoney(cart.total)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm">Delivery fee</Text>
                <Text size="sm" style={tabular}>
                  {formatMoney(0)}
                </Text>
              </Group>
              <Group justify="space-between" mt="xs">
                <Text fw={700}>Total</Text>
                <Text fw={700} size="lg" style={tabular} data-testid="checkout-total">
                  {formatMoney(cart.total)}
                </Text>
              </Group>
              <Button type="submit" fullWidth size="md" mt="md" disabled={busy || updating || closed !== null}>
                {busy ? M.processing : `Place Order · ${formatMoney(cart.total)}`}
              </Button>
              <Button component={Link} to="/cart" variant="subtle" fullWidth mt="xs">
                Back to cart
              </Button>
            </Card>
          </Grid.Col>
        </Grid>
      </form>
    </Container>
  );
}
