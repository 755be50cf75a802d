import { UI_TIMING, USER_TYPES } from '@dishcraft/contract';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { User } from '../../lib/types';
import { errorText } from '../../ui/errorText';
import { SelectField } from '../../forms/controlled';
import { FormFailure } from '../../ui/FormFailure';
import { FormShell, FormSkeleton } from '../../ui/FormShell';
import { applyServerErrors, badRequestBody, scrollToFirstError } from '../../forms/formErrors';
import { LoadFailure } from '../../ui/ManageList';
import { SaveButton } from '../../ui/SaveButton';
import { adminToast, useSaveUser, useUser } from './api';
import { type UserFormIn, type UserFormOut, userFormResolver } from './userForm';

const FIELDS = ['username', 'email', 'password', 'confirm_password', 'first_name', 'last_name', 'user_type'] as const;
const DASHBOARD = '/admin-dashboard';

function UserForm({ user }: { user: User | null }) {
  const { t } = useTranslation();
  const formId = useId();
  const navigate = useNavigate();
  const mode = user ? 'edit' : 'create';
  const save = useSaveUser(user?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const form = useForm<UserFormIn, unknown, UserFormOut>({
    resolver: userFormResolver(mode),
    mode: 'onChange',
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      password: '',
      confirm_password: '',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      user_type: user?.user_type ?? 'customer',
    },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate(DASHBOARD, { state: { tab: 'users' } }), UI_TIMING.saveRedirectMs);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      const body = {
        username: values.username,
        email: values.email,
        first_name: values.first_name,
        last_name: values.last_name,
        user_type: values.user_type ?? 'customer',
        ...(values.password ? { password: values.password, password2: values.confirm_password } : {}),
      };
      try {
        await save.mutateAsync(body);
        const message = user ? t('admin.userForm.updated') : t('admin.userForm.created');
        adminToast(message);
        setSaved(message);
      } catch (error) {
        const server = error as { body?: unknown };
        if (server.body && typeof server.body === 'object' && 'password2' in server.body) {
          const p2 = (server.body as Record<string, unknown>).password2;
          (server.body as Record<string, unknown>).confirm_password = p2;
        }
        applyServerErrors(badRequestBody(error), FIELDS, form.setError);
        setFailure(errorText(error, t('admin.userForm.saveFailed')));
      }
    },
    () => scrollToFirstError(formId),
  );

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="md">
        {saved && (
          <Alert color="green" icon={<IconCircleCheck />} role="status">
            {saved}
          </Alert>
        )}
        <FormFailure title={t('admin.userForm.notSaved')} message={failure} />
        <TextInput
          label={t('admin.userForm.username')}
          required
          autoComplete="off"
          {...form.register('username')}
          error={errors.username?.message}
        />
        <TextInput
          label={t('admin.userForm.email')}
          type="email"
          required
          autoComplete="off"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label={user ? t('admin.userForm.passwordKeep') : t('admin.userForm.password')}
          required={!user}
          autoComplete="new-password"
          {...form.register('password', { deps: ['confirm_password'] })}
          error={errors.password?.message}
        />
        <PasswordInput
          label={user ? t('admin.userForm.confirmPasswordKeep') : t('admin.userForm.confirmPassword')}
          required={!user}
          autoComplete="new-password"
          {...form.register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('admin.userForm.firstName')}
            {...form.register('first_name')}
            error={errors.first_name?.message}
          />
          <TextInput
            label={t('admin.userForm.lastName')}
            {...form.register('last_name')}
            error={errors.last_name?.message}
          />
        </SimpleGrid>
        <SelectField
          control={form.control}
          name="user_type"
          label={t('admin.userForm.userType')}
          required
          data={USER_TYPES.map((type) => ({ value: type, label: t(`admin.userType.${type}`) }))}
          allowDeselect={false}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => navigate(DASHBOARD, { state: { tab: 'users' } })}>
            {t('admin.cancel')}
          </Button>
          <SaveButton busy={isSubmitting} disabled={!!saved}>
            {user ? t('admin.userForm.update') : t('admin.userForm.create')}
          </SaveButton>
        </Group>
      </Stack>
    </form>
  );
}

function EditUser({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useUser(id);
  if (user.isLoading) return <FormSkeleton />;
  if (!user.data)
    return (
      <LoadFailure message={errorText(user.error, t('admin.userForm.fetchFailed'))} onRetry={() => user.refetch()} />
    );
  return <UserForm user={user.data} />;
}

/** Admin user form (owner/admin spec §2, §5): /admin/add-user and /admin/edit-user/:id. */
export function UserFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const userId = id ? Number(id) : null;
  return (
    <FormShell
      title={userId ? t('admin.userForm.editTitle') : t('admin.userForm.addTitle')}
      back={{ to: DASHBOARD, label: t('admin.userForm.back') }}
    >
      {userId ? <EditUser id={userId} /> : <UserForm user={null} />}
    </FormShell>
  );
}
