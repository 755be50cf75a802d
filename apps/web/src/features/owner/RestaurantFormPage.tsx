import { OWNER_MESSAGES, UI_TIMING } from '@dishcraft/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import { errorText } from '../../ui/errorText';
import { useMyRestaurant, useRestaurant, useSaveRestaurant } from './api';
import { FormShell, FormSkeleton } from '../../ui/FormShell';
import { RestaurantForm } from './RestaurantForm';

/**
 * Restaurant form page (owner/admin spec §2): /create-restaurant (an owner creates theirs, an admin
 * creates one for an owner), /admin/add-restaurant and /admin/edit-restaurant/:id. The route checks
 * the login; the role is checked here, with the spec's message.
 */
export function RestaurantFormPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const params = useParams();
  const editId = params.id ? Number(params.id) : null;
  const isAdmin = user?.user_type === 'admin';
  const isOwner = user?.user_type === 'restaurant';
  const dashboard = isAdmin ? '/admin-dashboard' : '/restaurant-dashboard';

  const existing = useRestaurant(editId);
  const mine = useMyRestaurant(isOwner && !editId);
  const save = useSaveRestaurant(
    editId,
    editId ? OWNER_MESSAGES.updateRestaurantFailed : OWNER_MESSAGES.createRestaurantFailed,
  );
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(dashboard), UI_TIMING.saveRedirectMs);
    return () => clearTimeout(timer);
  }, [saved, navigate, dashboard]);

  const title = editId ? 'Edit Restaurant' : isAdmin ? 'Add New Restaurant' : 'Create Your Restaurant';

  let content: React.ReactNode;
  if (!user) {
    content = (
      <Alert color="red" icon={<IconLock />} role="alert">
        {OWNER_MESSAGES.loginRequired}
      </Alert>
    );
  } else if (!isAdmin && !isOwner) {
    content = (
      <Alert color="red" icon={<IconLock />} role="alert" title="Access denied">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{OWNER_MESSAGES.ownerOrAdminOnly}</Text>
          <Button component={Link} to="/" size="xs" variant="light">
            Back to the homepage
          </Button>
        </Stack>
      </Alert>
    );
  } else if (editId && existing.isLoading) {
    content = <FormSkeleton />;
  } else if (editId && existing.isError) {
    content = (
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorText(existing.error, OWNER_MESSAGES.fetchRestaurantDataFailed)}</Text>
          <Button size="xs" variant="light" onClick={() => existing.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!editId && isOwner && mine.isLoading) {
    content = <FormSkeleton />;
  } else if (!editId && isOwner && mine.data && !saved) {
    content = (
      <Alert color="blue" icon={<IconAlertCircle />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{OWNER_MESSAGES.alreadyHaveRestaurant}</Text>
          <Button component={Link} to="/restaurant-dashboard" size="xs" variant="light">
            Go to your dashboard
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    content = (
      <Stack gap="md">
        {saved && (
          <Alert color="green" icon={<IconCircleCheck />} role="status">
            {saved}
          </Alert>
        )}
        {!editId && isOwner && (
          <Text c="dimmed" size="sm">
            Your restaurant will be reviewed by an administrator before customers can see it.
          </Text>
        )}
        <RestaurantForm
          key={existing.data?.id ?? 'new'}
          restaurant={editId ? existing.data : null}
          chooseOwner={isAdmin && !editId}
          submitLabel={editId ? 'Update Restaurant' : 'Create Restaurant'}
          fallbackError={editId ? OWNER_MESSAGES.updateRestaurantFailed : OWNER_MESSAGES.createRestaurantFailed}
          onCancel={() => navigate(dashboard)}
          done={!!saved}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            setSaved(editId ? OWNER_MESSAGES.restaurantSaved : OWNER_MESSAGES.restaurantCreated);
          }}
        />
      </Stack>
    );
  }

  return (
    <FormShell title={title} back={{ to: dashboard, label: 'Back to the dashboard' }}>
      {content}
    </FormShell>
  );
}
