import { LIMITS, localized } from '@dishcraft/contract';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Divider,
  Grid,
  Group,
  List,
  NumberInput,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconClock, IconShoppingCartPlus, IconToolsKitchen2 } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ApiError } from '../../lib/api';
import type { Meal } from '../../lib/types';
import { EmptyState } from '../../ui/EmptyState';
import { FoodImage } from '../../ui/FoodImage';
import { Price } from '../../ui/Price';
import { RatingStars } from '../../ui/RatingStars';
import { RetryAlert } from '../../ui/RetryAlert';
import { StatusBadge } from '../../ui/StatusBadge';
import { toast } from '../../ui/toast';
import { mealCartItem, useAddToCart, useClosedReason } from '../cart';
import { Reviews } from '../reviews';
import { useCheckAvailability, useMeal, useMealAvailability } from './api';
import { shortageLines } from './availability';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { priceMealChoice } from '../../lib/mealOptions';
import { OptionGroups } from './OptionGroups';
import { wrapAnywhere } from '../../ui/wrap';
import { HeartButton } from '../favourites';
import { choiceProblemText } from './choiceProblem';

const MAX_QTY = LIMITS.order.itemQuantityMax;

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid gap="xl" role="status" aria-busy="true" aria-label={t('browse.meal.loading')}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Skeleton style={{ aspectRatio: '4 / 3' }} radius="md" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="sm">
          <Skeleton h={16} w="25%" />
          <Skeleton h={36} w="70%" />
          <Skeleton h={14} w="40%" />
          <Skeleton h={28} w="30%" />
          <Skeleton h={14} />
          <Skeleton h={14} w="90%" />
          <Skeleton h={120} mt="md" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

const asQuantity = (value: number | string) => (typeof value === 'number' ? value : Number(value));
const quantityProblem = (t: TFunction, qty: number) =>
  Number.isInteger(qty) && qty >= 1 && qty <= MAX_QTY
    ? undefined
    : qty > MAX_QTY
      ? t('browse.meal.quantityMax', { max: MAX_QTY })
      : t('browse.meal.quantityMin');

/** The order box: quantity, special instructions, availability check, then the cart (customer spec §2, §5, §8). */
function AddToCart({ meal }: { meal: Meal }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localized(meal, 'name', language);
  const addToCart = useAddToCart();
  const closed = useClosedReason(meal.restaurant);
  // the restaurant's name with the time, as this page is reached from anywhere, not only its menu
  const blocked = closed
    ? t('browse.meal.closed', { restaurant: localized(meal, 'restaurant_name', language), reason: closed })
    : meal.is_available
      ? null
      : t('browse.unavailable');
  const blockedId = useId();
  const navigate = useNavigate();
  const check = useCheckAvailability();
  // The quantity is checked when the customer adds to the cart; a change clears its message until the next try.
  const form = useForm<{ quantity: number | string; instructions: string }>({
    defaultValues: { quantity: 1, instructions: '' },
    reValidateMode: 'onSubmit',
  });
  const [quantity, instructions] = useWatch({ control: form.control, name: ['quantity', 'instructions'] });
  const [shortage, setShortage] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [optionIds, setOptionIds] = useState<number[]>([]);
  const [triedOptions, setTriedOptions] = useState(false);
  const choice = priceMealChoice(meal, optionIds, language);
  // what the choice still lacks ("Choose at least 1 in Size."), said beside the button it keeps disabled
  const missing = choice.problems[0] ? choiceProblemText(t, choice.problems[0]) : null;
  const reasonId = useId();

  const qty = asQuantity(quantity);
  const total = (choice.unitCents * (quantityProblem(t, qty) ? 1 : qty)) / 100;

  const add = form.handleSubmit(async (values) => {
    const qty = asQuantity(values.quantity);
    try {
      const result = await check(meal.id, qty, optionIds);
      if (!result.is_available || !meal.is_available) {
        setShortage(shortageLines(t, language, result, name, meal.is_available));
        toast({ color: 'red', message: t('browse.stock.toast') });
        return;
      }
    } catch {
      setFailure(t('browse.meal.checkFailed'));
      return;
    }
    try {
      addToCart(mealCartItem(meal, { quantity: qty, specialInstructions: values.instructions, optionIds }), () => {
        toast({ color: 'green', message: t('browse.added', { name }) });
        navigate('/cart');
      });
    } catch {
      setFailure(t('browse.addMealFailed'));
    }
  });
  const tryAdd = () => {
    setShortage(null);
    setFailure(null);
    void add();
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('browse.meal.order')}>
      <Stack gap="sm">
        {meal.option_groups.length > 0 && (
          <OptionGroups
            meal={meal}
            value={optionIds}
            onChange={(ids) => {
              setOptionIds(ids);
              setTriedOptions(true);
            }}
            choice={choice}
            showProblems={triedOptions}
          />
        )}
        <Controller
          control={form.control}
          name="quantity"
          rules={{ validate: (value) => quantityProblem(t, asQuantity(value)) ?? true }}
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('browse.meal.quantity')}
              min={1}
              max={MAX_QTY}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors('quantity');
              }}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              w={{ base: '100%', xs: 160 }}
              required
            />
          )}
        />
        <Textarea
          label={t('browse.meal.instructions')}
          placeholder={t('browse.meal.instructionsPlaceholder')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={LIMITS.order.text}
          {...form.register('instructions')}
          description={`${instructions.length}/${LIMITS.order.text}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        {shortage && (
          <Alert
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('browse.stock.toast')}
            role="alert"
            data-testid="shortage"
          >
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {shortage.join('\n')}
            </Text>
            <Text size="sm" mt="xs">
              {t('browse.meal.shortageHint')}
            </Text>
          </Alert>
        )}
        {failure && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        {blocked && (
          <Text fw={600} id={blockedId} data-testid="add-blocked">
            {blocked}
          </Text>
        )}
        <div aria-live="polite">
          {missing && (
            <Text size="sm" c="dimmed" id={reasonId} data-testid="options-missing">
              {missing}
            </Text>
          )}
        </div>
        <Button
          size="md"
          leftSection={<IconShoppingCartPlus size={20} aria-hidden />}
          onClick={tryAdd}
          loading={form.formState.isSubmitting}
          disabled={blocked !== null || missing !== null}
          aria-describedby={[blocked ? blockedId : '', missing ? reasonId : ''].join(' ').trim() || undefined}
          fullWidth
          data-testid="add-to-cart"
        >
          {t('browse.addToCartTotal', { total: formatMoney(total) })}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /meals/:id (customer spec §2 Meal detail). */
export function MealDetailPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const id = Number(useParams().id);
  const meal = useMeal(id);
  // asked only of a meal that exists: a wrong address shows "not found" and nothing else
  const availability = useMealAvailability(id, 1, meal.isSuccess);

  const notFound = !Number.isInteger(id) || id <= 0 || (meal.error as ApiError | null)?.status === 404;
  if (notFound)
    return (
      <Container size={1200} py="xl">
        <EmptyState
          order={1}
          icon={<IconToolsKitchen2 size={28} />}
          title={t('browse.meal.notFound')}
          hint={t('browse.meal.notFoundHint')}
          action={
            <Button component={Link} to="/meals">
              {t('browse.meal.explore')}
            </Button>
          }
        />
      </Container>
    );

  const m = meal.data;
  const name = m ? localized(m, 'name', language) : '';
  const restaurantName = m ? localized(m, 'restaurant_name', language) : '';
  const category = m ? localized(m, 'category_name', language) : '';
  const available = m ? m.is_available && availability.data?.is_available !== false && !availability.isError : true;

  return (
    <Container size={1200} py="xl">
      <Stack gap="xl">
        <nav aria-label={t('browse.breadcrumb')}>
          <Breadcrumbs separatorMargin="xs" style={{ flexWrap: 'wrap' }}>
            <Anchor component={Link} to="/meals">
              {t('browse.meal.breadcrumb')}
            </Anchor>
            {m && (
              <Anchor component={Link} to={`/restaurants/${m.restaurant}`}>
                {restaurantName}
              </Anchor>
            )}
            <Text c="dimmed" aria-current="page">
              {m ? name : t('browse.loading')}
            </Text>
          </Breadcrumbs>
        </nav>

        {meal.isError ? (
          <>
            <Title order={1}>{t('browse.meal.heading')}</Title>
            <RetryAlert title={t('browse.meal.failed')} message={meal.error.message} onRetry={() => meal.refetch()} />
          </>
        ) : !m ? (
          <DetailSkeleton />
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
                <FoodImage src={m.image} alt={name} width={800} height={600} eager />
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="sm">
                <Group gap="xs">
                  {category && <Badge variant="outline">{category}</Badge>}
                  {availability.isPending && m.is_available ? (
                    <Badge variant="default">{t('browse.meal.checking')}</Badge>
                  ) : (
                    <StatusBadge ok={available} data-testid="availability">
                      {available ? t('labels.stock.available') : t('browse.unavailable')}
                    </StatusBadge>
                  )}
                </Group>
                <Group gap="sm" wrap="nowrap" align="center">
                  <Title order={1} miw={0} style={wrapAnywhere}>
                    {name}
                  </Title>
                  <HeartButton kind="meal" id={m.id} name={name} />
                </Group>
                <Anchor component={Link} to={`/restaurants/${m.restaurant}`} size="sm">
                  {t('browse.meal.from', { restaurant: restaurantName })}
                </Anchor>
                <Group gap="lg">
                  <Price value={m.base_price} size="xl" accent />
                  <Group gap={4} c="dimmed">
                    <IconClock size={16} aria-hidden />
                    <Text size="sm">{t('browse.minutes', { count: m.preparation_time })}</Text>
                  </Group>
                  <RatingStars rating={m.avg_rating} count={m.review_count} />
                </Group>
                <Text>{localized(m, 'description', language)}</Text>

                <Divider my="xs" />
                <Title order={2} size="h4">
                  {t('browse.meal.ingredients')}
                </Title>
                {m.meal_ingredients.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('browse.noIngredients')}
                  </Text>
                ) : (
                  <List spacing={4} size="sm" data-testid="meal-ingredients">
                    {m.meal_ingredients.map((line) => (
                      <List.Item key={line.id}>
                        <Text span size="sm" fw={500}>
                          {localized(line.ingredient_details, 'name', language)}
                        </Text>{' '}
                        <Text span size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {t(line.is_optional ? 'browse.meal.optionalLine' : 'browse.meal.line', {
                            quantity: line.quantity,
                            unit: t(`labels.unit.${line.ingredient_details.unit}`),
                          })}
                        </Text>
                        {line.ingredient_details.is_allergen && (
                          <Badge size="sm" variant="light" color="orange" ms="xs">
                            {line.ingredient_details.allergen_type
                              ? t('browse.allergenOf', {
                                  allergen: t(`labels.allergen.${line.ingredient_details.allergen_type}`),
                                })
                              : t('browse.allergen')}
                          </Badge>
                        )}
                      </List.Item>
                    ))}
                  </List>
                )}
                <Box mt="sm">
                  <AddToCart meal={m} />
                </Box>
              </Stack>
            </Grid.Col>
          </Grid>
        )}

        {m && <Reviews kind="meal" targetId={m.id} />}
      </Stack>
    </Container>
  );
}
