import { DISPLAY, LANGUAGE_NAMES, localized } from '@dishcraft/contract';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconChefHat, IconEdit, IconLock, IconWorld } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { savedLanguage, useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/language';
import type { CustomMeal, User } from '../../lib/types';
import { CardGridSkeleton } from '../../ui/CardGridSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { FoodCard } from '../../ui/FoodCard';
import { Price } from '../../ui/Price';
import { truncate } from '../../ui/truncate';
import { wrapAnywhere } from '../../ui/wrap';
import { CustomMealActions, useMyCustomMeals } from '../custom-meals';
import { OrderList } from '../orders';
import { AddressBook } from '../addresses';
import { formatMonth } from '../../lib/format';
import { Favourites } from './Favourites';

const TABS = ['profile', 'orders', 'addresses', 'favourites', 'custom-meals'] as const;
/** Tabs only a customer has: they order, so they keep orders, delivery addresses and favourites. */
const CUSTOMER_TABS: readonly Tab[] = ['orders', 'addresses', 'favourites'];
type Tab = (typeof TABS)[number];

function Field({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-line', ...wrapAnywhere }} c={value ? undefined : 'dimmed'}>
        {value || t('profile.notSet')}
      </Text>
    </div>
  );
}

function ProfileInfo({ user }: { user: User }) {
  const { t } = useTranslation();
  const language = savedLanguage(user);
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label={t('profile.field.firstName')} value={user.first_name} />
        <Field label={t('profile.field.lastName')} value={user.last_name} />
        <Field label={t('profile.field.email')} value={user.email} />
        <Field label={t('profile.field.phoneNumber')} value={user.phone_number} />
        <Field label={t('profile.field.address')} value={user.address} />
        <Field label={t('profile.field.favoriteCuisine')} value={user.profile.favorite_cuisine} />
        <Field label={t('profile.field.language')} value={language ? LANGUAGE_NAMES[language] : ''} />
      </SimpleGrid>
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <Field label={t('profile.field.bio')} value={user.profile.bio} />
      </div>
    </Card>
  );
}

function CustomMealCard({ meal }: { meal: CustomMeal }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <FoodCard
      testId="my-custom-meal"
      image={meal.image}
      imageAlt={meal.name}
      title={meal.name}
      href={`/meals/custom/${meal.id}`}
      imageBadge={
        <Badge
          variant="filled"
          color={meal.is_public ? 'teal.9' : 'dark.6'}
          leftSection={meal.is_public ? <IconWorld size={12} aria-hidden /> : <IconLock size={12} aria-hidden />}
        >
          {meal.is_public ? t('profile.customMeals.public') : t('profile.customMeals.private')}
        </Badge>
      }
      meta={
        <Text size="sm" c="dimmed">
          {meal.base_meal_details ? (
            <Trans
              i18nKey="profile.customMeals.basedOn"
              values={{
                restaurant: localized(meal, 'restaurant_name', language),
                meal: localized(meal.base_meal_details, 'name', language),
              }}
              components={{ a: <Anchor component={Link} to={`/meals/${meal.base_meal_details.id}`} size="sm" /> }}
            />
          ) : (
            localized(meal, 'restaurant_name', language)
          )}
        </Text>
      }
      description={meal.description ? truncate(meal.description, DISPLAY.mealCardCut) : undefined}
      price={<Price value={meal.base_price} accent />}
      action={<CustomMealActions meal={meal} />}
    />
  );
}

function MyCustomMeals({ userId }: { userId: number }) {
  const meals = useMyCustomMeals(userId);
  const { t } = useTranslation();
  if (meals.isPending) return <CardGridSkeleton count={3} />;
  if (meals.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={t('profile.customMeals.failed')} role="alert">
        {meals.error.message !== t('profile.customMeals.failed') && <Text size="sm">{meals.error.message}</Text>}
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => meals.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  if (meals.data.length === 0)
    return (
      <EmptyState
        icon={<IconChefHat size={28} />}
        title={t('profile.customMeals.none')}
        hint={t('profile.customMeals.noneHint')}
        action={
          <Button component={Link} to="/restaurants">
            {t('profile.customMeals.browse')}
          </Button>
        }
      />
    );
  return (
    // A custom meal's name can be one 255-character word: it wraps inside its card.
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" style={wrapAnywhere}>
      {meals.data.map((meal) => (
        <CustomMealCard key={meal.id} meal={meal} />
      ))}
    </SimpleGrid>
  );
}

/** /profile (customer spec §2 Profile): its tabs, the one in `?tab=` selected. */
export function ProfilePage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation();
  useDocumentTitle(t('common.titles.page', { page: t('common.titles.profile') }));
  if (!user) return null;
  const isCustomer = user.user_type === 'customer';
  const requested = params.get('tab') as Tab | null;
  const tab: Tab =
    requested && TABS.includes(requested) && (isCustomer || !CUSTOMER_TABS.includes(requested)) ? requested : 'profile';
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Container py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md" miw={0}>
          <Avatar
            src={user.profile_picture}
            alt={t('profile.pictureOf', { username: user.username })}
            size={80}
            radius="xl"
            color="tomato"
          >
            {(fullName || user.username).slice(0, 2).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0, ...wrapAnywhere }}>
            <Title order={1}>{fullName || user.username}</Title>
            <Text c="dimmed">
              {t('profile.memberSince', { username: user.username, date: formatMonth(user.date_joined) })}
            </Text>
          </div>
        </Group>
        <Button component={Link} to="/edit-profile" leftSection={<IconEdit size={16} />} variant="light">
          {t('profile.edit')}
        </Button>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'profile' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        {/* Five tabs are wider than a phone: they scroll sideways rather than widen the page. */}
        <Tabs.List mb="lg" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          <Tabs.Tab value="profile">{t('profile.tabs.profile')}</Tabs.Tab>
          {isCustomer && <Tabs.Tab value="orders">{t('profile.tabs.orders')}</Tabs.Tab>}
          {isCustomer && <Tabs.Tab value="addresses">{t('profile.tabs.addresses')}</Tabs.Tab>}
          {isCustomer && <Tabs.Tab value="favourites">{t('favourites.tab')}</Tabs.Tab>}
          <Tabs.Tab value="custom-meals">{t('profile.tabs.customMeals')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileInfo user={user} />
        </Tabs.Panel>
        {isCustomer && (
          <Tabs.Panel value="orders">
            <Stack>
              <OrderList />
            </Stack>
          </Tabs.Panel>
        )}
        {isCustomer && (
          <Tabs.Panel value="addresses">
            <AddressBook />
          </Tabs.Panel>
        )}
        {isCustomer && (
          <Tabs.Panel value="favourites">
            <Favourites />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="custom-meals">
          <MyCustomMeals userId={user.id} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
