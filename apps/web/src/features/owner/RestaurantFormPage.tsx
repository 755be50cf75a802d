import { UI_TIMING } from '@dishcraft/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../lib/auth';
import { errorText } from '../../ui/errorText';
import { useMyRestaurant, useRestaurant, useSaveRestaurant } from './api';
import { FormShell, FormSkeleton } from '../../ui/FormShell';
import { RestaurantForm } from './RestaurantForm';
import { DeliveryTab } from './DeliveryTab';

/**
 * Restaurant form page (owner/admin spec §2): /create-restaurant (an owner creates theirs, an admin
 * creates one for an owner), /admin/add-restaurant and /admin/edit-restaurant/:id. The route checks
 * the login; the role is checked here, with the spec's message.
 */
export function RestaurantFormPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const params = useParams();
  const editId = params.id ? Number(params.id) : null;
  const isAdmin = user?.user_type === 'admin';
  const isOwner = user?.user_type === 'restaurant';
  const dashboard = isAdmin ? '/admin-dashboard' : '/restaurant-dashboard';

  const existing = useRestaurant(editId);
  const mine = useMyRestaurant(isOwner && !editId);
  const failed = editId ? t('owner.restaurantPage.updateFailed') : t('owner.restaurantPage.createFailed');
  const save = useSaveRestaurant(editId, failed);
  const [saved, setSaved] = useState<string | null>(null);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(dashboard), UI_TIMING.saveRedirectMs);
    return () => clearTimeout(timer);
  }, [saved, navigate, dashboard]);

  const title = editId
    ? t('owner.restaurantPage.edit')
    : isAdmin
      ? t('owner.restaurantPage.addAdmin')
      : t('owner.restaurantPage.createOwn');

  let content: React.ReactNode;
  if (!user) {
    content = (
      <Alert color="red" icon={<IconLock />} role="alert">
        {t('owner.restaurantPage.loginRequired')}
      </Alert>
    );
  } else if (!isAdmin && !isOwner) {
    content = (
      <Alert color="red" icon={<IconLock />} role="alert" title={t('owner.restaurantPage.accessDenied')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('owner.restaurantPage.ownerOrAdminOnly')}</Text>
          <Button component={Link} to="/" size="xs" variant="light">
            {t('owner.restaurantPage.home')}
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
          <Text size="sm">{errorText(existing.error, t('owner.restaurantPage.fetchFailed'))}</Text>
          <Button size="xs" variant="light" onClick={() => existing.refetch()}>
            {t('owner.tryAgain')}
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
          <Text size="sm">{t('owner.restaurantPage.alreadyHave')}</Text>
          <Button component={Link} to="/restaurant-dashboard" size="xs" variant="light">
            {t('owner.restaurantPage.goToDashboard')}
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
            {t('owner.restaurantPage.reviewNote')}
          </Text>
        )}
        <RestaurantForm
          key={existing.data?.id ?? 'new'}
          restaurant={editId ? existing.data : null}
          chooseOwner={isAdmin && !editId}
          submitLabel={editId ? t('owner.restaurantPage.update') : t('owner.createRestaurant')}
          fallbackError={failed}
          onCancel={() => navigate(dashboard)}
          done={!!saved}
          onSubmit={async (body) => {
            await save.mutateAsync(body);
            setSaved(editId ? t('owner.restaurantPage.saved') : t('owner.restaurantPage.created'));
          }}
        />
        {/* An admin edits the same delivery, hours and closures the owner's tab does, each saved on its own. */}
        {editId && existing.data && !saved && <DeliveryTab restaurant={existing.data} />}
      </Stack>
    );
  }

  return (
    <FormShell title={title} back={{ to: dashboard, label: t('owner.backToDashboard') }}>
      {content}
    </FormShell>
  );
}
