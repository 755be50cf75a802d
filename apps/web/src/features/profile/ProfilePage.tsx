import { CUSTOM_MEAL_MESSAGES, DISPLAY, PROFILE_MESSAGES } from '@dishcraft/contract';
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
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import type { CustomMeal, User } from '../../lib/types';
import { CardGridSkeleton } from '../../ui/CardGridSkeleton';
import { EmptyState } from '../../ui/EmptyState';
import { FoodCard } from '../../ui/FoodCard';
import { Price } from '../../ui/Price';
import { truncate } from '../../ui/truncate';
import { wrapAnywhere } from '../../ui/wrap';
import { CustomMealActions, useMyCustomMeals } from '../custom-meals';
import { OrderList } from '../orders';
import { formatMonth } from '../../lib/format';

const TABS = ['profile', 'orders', 'custom-meals'] as const;
type Tab = (typeof TABS)[number];

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-line', ...wrapAnywhere }} c={value ? undefined : 'dimmed'}>
        {value || 'Not set'}
      </Text>
    </div>
  );
}

function ProfileInfo({ user }: { user: User }) {
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Field label="First name" value={user.first_name} />
        <Field label="Last name" value={user.last_name} />
        <Field label="Email" value={user.email} />
        <Field label="Phone number" value={user.phone_number} />
        <Field label="Address" value={user.address} />
        <Field label="Favorite cuisine" value={user.profile.favorite_cuisine} />
      </SimpleGrid>
      <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
        <Field label="Bio" value={user.profile.bio} />
      </div>
    </Card>
  );
}

function CustomMealCard({ meal }: { meal: CustomMeal }) {
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
          {meal.is_public ? 'Public' : 'Private'}
        </Badge>
      }
      meta={
        <Text size="sm" c="dimmed">
          {meal.restaurant_name}
          {meal.base_meal_details && (
            <>
              {' · Based on '}
              <Anchor component={Link} to={`/meals/${meal.base_meal_details.id}`} size="sm">
                {meal.base_meal_details.name}
              </Anchor>
            </>
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
  if (meals.isPending) return <CardGridSkeleton count={3} />;
  if (meals.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle />} title={CUSTOM_MEAL_MESSAGES.fetchFailed} role="alert">
        {meals.error.message !== CUSTOM_MEAL_MESSAGES.fetchFailed && <Text size="sm">{meals.error.message}</Text>}
        <Button size="xs" variant="light" color="red" mt="xs" onClick={() => meals.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (meals.data.length === 0)
    return (
      <EmptyState
        icon={<IconChefHat size={28} />}
        title={PROFILE_MESSAGES.noCustomMeals}
        hint={PROFILE_MESSAGES.noCustomMealsHint}
        action={
          <Button component={Link} to="/restaurants">
            Browse Restaurants
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

/** /profile (customer spec §2 Profile): three tabs, the one in `?tab=` selected. */
export function ProfilePage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  useDocumentTitle('My Profile · Dishcraft');
  if (!user) return null;
  const isCustomer = user.user_type === 'customer';
  const requested = params.get('tab') as Tab | null;
  const tab: Tab =
    requested && TABS.includes(requested) && (isCustomer || requested !== 'orders') ? requested : 'profile';
  const fullName = `${user.first_name} ${user.last_name}`.trim();

  return (
    <Container py="xl">
      <Group justify="space-between" mb="lg" wrap="wrap" gap="md">
        <Group wrap="nowrap" gap="md" miw={0}>
          <Avatar
            src={user.profile_picture}
            alt={`Profile picture of ${user.username}`}
            size={80}
            radius="xl"
            color="tomato"
          >
            {(fullName || user.username).slice(0, 2).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0, ...wrapAnywhere }}>
            <Title order={1}>{fullName || user.username}</Title>
            <Text c="dimmed">
              @{user.username} · Member since {formatMonth(user.date_joined)}
            </Text>
          </div>
        </Group>
        <Button component={Link} to="/edit-profile" leftSection={<IconEdit size={16} />} variant="light">
          Edit Profile
        </Button>
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'profile' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">Profile Information</Tabs.Tab>
          {isCustomer && <Tabs.Tab value="orders">Order History</Tabs.Tab>}
          <Tabs.Tab value="custom-meals">My Custom Meals</Tabs.Tab>
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
        <Tabs.Panel value="custom-meals">
          <MyCustomMeals userId={user.id} />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
