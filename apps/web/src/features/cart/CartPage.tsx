import { DISPLAY, localized } from '@dishcraft/contract';
import {
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconShoppingCart, IconToolsKitchen2, IconTrash } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/language';
import { EmptyState } from '../../ui/EmptyState';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { wrapAnywhere } from '../../ui/wrap';
import { ClosedNotice, useClosedReason, useRestaurantName } from './ordering';
import { type CartItem, useCart } from './store';
import { unitLabel } from './unitLabel';
import { openConfirmModal } from '../../ui/confirm';
import { formatMoney } from '../../lib/format';
import { optionNames } from '../../lib/mealOptions';
import { CartDelivery } from '../areas';
import { DiscountRow, PromoSection, usePromoCheck } from '../promotions';

/** A square thumbnail, lazy, with a neutral placeholder when the meal has no picture. */
export function MealThumb({ src, alt, size = 72 }: { src: string | null; alt: string; size?: number }) {
  if (!src)
    return (
      <ThemeIcon size={size} variant="light" color="gray" radius="md" aria-hidden>
        <IconToolsKitchen2 size={size / 2.5} />
      </ThemeIcon>
    );
  return (
    <Image src={src} alt={alt} w={size} h={size} width={size} height={size} loading="lazy" radius="md" fit="cover" />
  );
}

function CartLine({ item }: { item: CartItem }) {
  const cart = useCart();
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(item, 'name', language);
  const href = item.type === 'custom' ? `/meals/custom/${item.customMealId}` : `/meals/${item.id}`;
  return (
    <Card withBorder padding="md" data-testid="cart-item">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <MealThumb src={item.image} alt={name} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text component={Link} to={href} fw={600} c="inherit" style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                {item.type === 'custom' && (
                  <Badge size="sm" variant="light" color="grape">
                    {t('cart.customMeal')}
                  </Badge>
                )}
              </Group>
              {item.options.length > 0 && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="cart-item-options">
                  {optionNames(item.options, language, t('browse.options.separator'))}
                </Text>
              )}
              <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('cart.each', { price: formatMoney(item.price) })}
              </Text>
            </div>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('cart.remove', { name })}
              onClick={() => cart.removeItem(item.cartItemId)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
          {item.ingredients.length > 0 && (
            <Text size="xs" c="dimmed">
              {item.ingredients
                .map((i) =>
                  t('cart.ingredient', {
                    name: localized(i, 'name', language),
                    quantity: i.quantity,
                    unit: unitLabel(t, i.unit),
                  }),
                )
                .join(' · ')}
            </Text>
          )}
          <Group justify="space-between" wrap="wrap" gap="sm">
            <QuantityStepper
              label={t('cart.quantityOf', { name })}
              value={item.quantity}
              min={1}
              onChange={(q) => cart.updateQuantity(item.cartItemId, q)}
            />
            <Text fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(item.price * item.quantity)}
            </Text>
          </Group>
          <Textarea
            label={t('cart.instructions')}
            placeholder={t('cart.instructionsPlaceholder')}
            autosize
            minRows={1}
            maxRows={4}
            maxLength={500}
            size="xs"
            value={item.specialInstructions}
            onChange={(e) => cart.updateInstructions(item.cartItemId, e.currentTarget.value)}
          />
        </Stack>
      </Group>
    </Card>
  );
}

/** /cart (customer spec §2 Cart): lines, summary, checkout and clear. */
export function CartPage() {
  const cart = useCart();
  const { status } = useAuth();
  const navigate = useNavigate();
  const closed = useClosedReason(cart.restaurantId);
  const { t } = useTranslation();
  const { language } = useLanguage();
  const restaurantName = useRestaurantName(cart.items[0]?.restaurant);
  const subtotalCents = Math.round(cart.total * 100);
  // The delivery fee is settled at checkout: here a code is judged on the items alone.
  const promo = usePromoCheck({
    code: cart.promoCode,
    restaurantId: cart.restaurantId,
    subtotalCents,
    feeCents: 0,
  });

  if (cart.items.length === 0)
    return (
      <Container size="sm" py={64}>
        <Title order={1} ta="center" mb="lg">
          {t('cart.title')}
        </Title>
        <EmptyState
          icon={<IconShoppingCart size={28} />}
          title={t('cart.emptyTitle')}
          hint={t('cart.emptyHint')}
          action={
            <Button component={Link} to="/restaurants">
              {t('cart.browseRestaurants')}
            </Button>
          }
        />
      </Container>
    );

  const confirmClear = () =>
    openConfirmModal({
      title: t('cart.clearTitle'),
      children: (
        <Text size="sm">
          {t('cart.clearBody', { count: cart.count, restaurant: restaurantName || t('cart.thisRestaurant') })}
        </Text>
      ),
      labels: { confirm: t('cart.clear'), cancel: t('cart.keepItems') },
      confirmProps: { color: 'red' },
      onConfirm: () => cart.clear(),
    });

  const checkout = () => {
    if (status === 'authenticated') navigate('/checkout');
    else navigate('/login', { state: { from: '/checkout' } });
  };

  const list = (
    <Stack gap="sm">
      {cart.items.map((item) => (
        <CartLine key={item.cartItemId} item={item} />
      ))}
    </Stack>
  );
  const summaryLines = (
    <Stack gap={6}>
      {cart.items.map((item) => {
        const line = t('cart.line', { quantity: item.quantity, name: localized(item, 'name', language) });
        const options = optionNames(item.options, language, t('browse.options.separator'));
        return (
          <Group key={item.cartItemId} justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" lineClamp={2} title={line} style={wrapAnywhere}>
                {line}
              </Text>
              {options && (
                <Text size="xs" c="dimmed" lineClamp={2} title={options} style={wrapAnywhere}>
                  {options}
                </Text>
              )}
            </div>
            <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
              {formatMoney(item.price * item.quantity)}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );

  return (
    <Container py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap">
        <div>
          <Title order={1}>{t('cart.title')}</Title>
          <Text c="dimmed">
            <Trans
              i18nKey="cart.from"
              values={{ restaurant: restaurantName }}
              components={{
                anchor: <Anchor component={Link} to={`/restaurants/${cart.restaurantId}`} inherit fw={600} />,
              }}
            />
          </Text>
        </div>
      </Group>
      {closed && (
        <Box mb="lg">
          <ClosedNotice restaurant={restaurantName} reason={closed} />
        </Box>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {cart.items.length > DISPLAY.cartScrollItems ? (
            <ScrollArea.Autosize mah={560} type="auto" offsetScrollbars data-testid="cart-items-scroll">
              {list}
            </ScrollArea.Autosize>
          ) : (
            list
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder shadow="sm" padding="lg" style={{ position: 'sticky', top: 80 }}>
            <Title order={2} size="h4" mb="sm">
              {t('cart.summary')}
            </Title>
            {cart.items.length > DISPLAY.summaryScrollItems ? (
              <ScrollArea.Autosize mah={180} type="auto" offsetScrollbars data-testid="cart-summary-scroll">
                {summaryLines}
              </ScrollArea.Autosize>
            ) : (
              summaryLines
            )}
            <Divider my="sm" />
            {promo.discountCents > 0 && (
              <Group justify="space-between">
                <Text size="sm">{t('checkout.subtotal')}</Text>
                <Text size="sm" data-testid="cart-subtotal" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(cart.total)}
                </Text>
              </Group>
            )}
            <DiscountRow promo={promo} />
            <Group justify="space-between">
              <Text fw={700}>{t('cart.total')}</Text>
              <Text fw={700} size="lg" data-testid="cart-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney((subtotalCents - promo.discountCents) / 100)}
              </Text>
            </Group>
            <Divider my="sm" />
            {cart.restaurantId !== null && (
              <PromoSection
                offers
                restaurantId={cart.restaurantId}
                subtotalCents={subtotalCents}
                promo={promo}
                onApply={cart.setPromoCode}
                onRemove={() => cart.setPromoCode(null)}
              />
            )}
            <Divider my="sm" />
            <CartDelivery restaurantId={cart.restaurantId} subtotal={cart.total} />
            <Button fullWidth mt="md" size="md" onClick={checkout} disabled={closed !== null}>
              {t('cart.proceed')}
            </Button>
            <Button fullWidth mt="xs" variant="subtle" color="red" onClick={confirmClear}>
              {t('cart.clear')}
            </Button>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
