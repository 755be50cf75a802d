import { LIMITS, localized } from '@dishcraft/contract';
import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconLock, IconShoppingCartPlus, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import type { CustomMeal } from '../../lib/types';
import { FoodImage } from '../../ui/FoodImage';
import { Price } from '../../ui/Price';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { RatingStars } from '../../ui/RatingStars';
import { toast } from '../../ui/toast';
import { useAddToCart } from '../cart';
import { Reviews } from '../reviews';
import { checkCustomMealAvailability, useCustomMeal, useSetVisibility } from './api';
import { customMealCartItem, unavailableMessage } from './cart-item';
import { formatDate, formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Container py="xl" role="status" aria-busy="true" aria-label={t('customMeals.detail.loading')}>
      <Skeleton height={14} width={220} mb="md" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AspectRatio ratio={4 / 3}>
            <Skeleton />
          </AspectRatio>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton height={32} width="70%" mb="sm" />
          <Skeleton height={12} width="40%" mb="lg" />
          <Skeleton height={24} width={100} mb="lg" />
          <Skeleton height={12} mb={8} />
          <Skeleton height={12} width="80%" mb="xl" />
          <Skeleton height={120} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function VisibilityControl({ meal }: { meal: CustomMeal }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const setVisibility = useSetVisibility(meal.id);
  if (!user || user.id !== meal.user)
    return (
      <Text size="sm" c="dimmed">
        {t('customMeals.detail.creatorOnly')}
      </Text>
    );
  return (
    <Switch
      label={meal.is_public ? t('customMeals.detail.publicSwitch') : t('customMeals.detail.privateSwitch')}
      checked={meal.is_public}
      disabled={setVisibility.isPending}
      onChange={(e) =>
        setVisibility.mutate(e.currentTarget.checked, {
          onSuccess: (updated) =>
            toast({
              color: 'green',
              message: updated.is_public ? t('customMeals.detail.nowPublic') : t('customMeals.detail.nowPrivate'),
            }),
          onError: () => toast({ color: 'red', message: t('customMeals.detail.visibilityFailed') }),
        })
      }
    />
  );
}

/** /meals/custom/:id (customer spec §2 Custom Meal Detail). */
export function CustomMealDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = Number(useParams().id);
  const meal = useCustomMeal(id);
  const addOrAsk = useAddToCart();
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(1);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (meal.isPending && Number.isInteger(id) && id > 0) return <DetailSkeleton />;
  if (!meal.data) {
    const missing = !meal.isError || (meal.error as { status?: number }).status === 404;
    return (
      <Container py="xl">
        <Title order={1}>{missing ? t('customMeals.detail.notFound') : t('customMeals.detail.loadFailed')}</Title>
        {!missing && (
          <Alert color="red" mt="md" icon={<IconAlertCircle />}>
            {meal.error?.message}
          </Alert>
        )}
        <Group mt="lg">
          <Button component={Link} to="/top-custom-meals" variant="light">
            {t('customMeals.detail.seeTop')}
          </Button>
          {!missing && (
            <Button variant="subtle" onClick={() => meal.refetch()}>
              {t('customMeals.tryAgain')}
            </Button>
          )}
        </Group>
      </Container>
    );
  }

  const m = meal.data;
  const unit = Number(m.base_price);
  const addToCart = async () => {
    setProblem(null);
    setChecking(true);
    try {
      const result = await checkCustomMealAvailability(t, m.id, quantity);
      if (!result.is_available) {
        setProblem(unavailableMessage(t, language, result));
        toast({ color: 'yellow', message: t('browse.stock.toast') });
        return;
      }
      addOrAsk(customMealCartItem(m, quantity), () => {
        toast({ color: 'green', message: t('browse.added', { name: m.name }) });
        navigate('/cart');
      });
    } catch (e) {
      setProblem((e as Error).message || t('customMeals.addFailed'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Container py="xl">
      <nav aria-label={t('browse.breadcrumb')}>
        <Breadcrumbs mb="md" separator="›">
          <Anchor component={Link} to="/profile" size="sm">
            {t('customMeals.detail.breadcrumbProfile')}
          </Anchor>
          <Anchor component={Link} to="/profile?tab=custom-meals" size="sm">
            {t('customMeals.detail.breadcrumbMine')}
          </Anchor>
          <Text size="sm" lineClamp={1}>
            {m.name}
          </Text>
        </Breadcrumbs>
      </nav>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <FoodImage src={m.image} alt={m.name} width={640} height={480} eager />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Group gap="xs" mb={4}>
            <Badge variant="light" color="grape">
              {t('customMeals.customMeal')}
            </Badge>
            <Badge
              variant="light"
              color={m.is_public ? 'green' : 'gray'}
              leftSection={m.is_public ? <IconWorld size={12} /> : <IconLock size={12} />}
            >
              {m.is_public ? t('customMeals.detail.public') : t('customMeals.detail.private')}
            </Badge>
          </Group>
          <Title order={1}>{m.name}</Title>
          <Text c="dimmed" size="sm">
            {t('customMeals.detail.byline', {
              user: m.user_username,
              restaurant: localized(m, 'restaurant_name', language),
              date: formatDate(m.created_at),
            })}
          </Text>
          <Price value={m.base_price} accent fz={28} fw={800} my="sm" display="block" data-testid="custom-meal-price" />
          <RatingStars rating={m.avg_rating} count={m.review_count} />
          {m.description && <Text mb="sm">{m.description}</Text>}
          {m.cooking_instructions && (
            <>
              <Title order={2} size="h5" mt="sm">
                {t('customMeals.cookingInstructions')}
              </Title>
              <Text mb="sm" style={{ whiteSpace: 'pre-line' }}>
                {m.cooking_instructions}
              </Text>
            </>
          )}
          <Card withBorder padding="md" my="md">
            <VisibilityControl meal={m} />
          </Card>
          <Group align="flex-end" gap="md" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="cm-qty">
                {t('customMeals.quantity')}
              </Text>
              <QuantityStepper
                label={t('customMeals.quantity')}
                value={quantity}
                min={1}
                max={LIMITS.order.itemQuantityMax}
                onChange={setQuantity}
              />
            </Stack>
            <Button
              size="md"
              leftSection={<IconShoppingCartPlus size={18} />}
              loading={checking}
              onClick={addToCart}
              style={{ flexGrow: 1, maxWidth: 360 }}
            >
              {t('browse.addToCartTotal', { total: formatMoney(unit * quantity) })}
            </Button>
          </Group>
          {problem && (
            <Alert color="red" mt="md" icon={<IconAlertCircle />} role="alert" data-testid="availability-problem">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {problem}
              </Text>
            </Alert>
          )}
        </Grid.Col>
      </Grid>

      <Title order={2} size="h3" mt="xl" mb="sm">
        {t('customMeals.ingredients')}
      </Title>
      <Card withBorder padding={0}>
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('customMeals.detail.ingredient')}</Table.Th>
                <Table.Th>{t('customMeals.quantity')}</Table.Th>
                <Table.Th ta="end">{t('customMeals.detail.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.ingredients.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{localized(line.ingredient_details, 'name', language)}</Table.Td>
                  <Table.Td style={tabular}>
                    {t('customMeals.detail.line', {
                      quantity: line.quantity,
                      unit: t(`labels.unit.${line.ingredient_details.unit}`),
                    })}
                  </Table.Td>
                  <Table.Td ta="end" style={tabular}>
                    {formatMoney(line.line_price)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{t('customMeals.total')}</Table.Th>
                <Table.Th ta="end" style={tabular}>
                  {formatMoney(m.base_price)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Card>

      <Box mt="xl">
        <Reviews kind="custom_meal" targetId={m.id} />
      </Box>
    </Container>
  );
}
