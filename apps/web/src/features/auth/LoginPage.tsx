import { loginSchema } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { withFieldLabels } from '../../forms/formErrors';
import { useAuth } from '../../lib/auth';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { AuthCard, FormAlert, SubmitRow, USERNAME_INPUT } from './AuthCard';
import { useLogin } from './hooks';
import { redirectTarget } from './safe-redirect';

/** Sign in (customer spec §2 Login): username and password; back to where the guard sent the visitor from. */
export function LoginPage() {
  const { status } = useAuth();
  const location = useLocation();
  const target = redirectTarget(location.state, location.search);
  const prefill = (location.state as { username?: unknown } | null)?.username;
  const login = useLogin();
  const { t } = useTranslation();
  const form = useForm({
    resolver: withFieldLabels(zodResolver(loginSchema), {
      username: t('auth.username'),
      password: t('auth.password'),
    }),
    defaultValues: { username: typeof prefill === 'string' ? prefill : '', password: '' },
  });
  const { errors } = form.formState;

  // An authenticated visitor (also the one who just signed in) goes on: home, or where the guard came from.
  if (status === 'authenticated') return <Navigate to={target} replace />;
  if (status === 'loading') return <PageLoader />;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const user = await login.mutateAsync(values);
      toast({ color: 'green', message: t('auth.login.welcomeBack', { username: user.username }) });
    } catch {
      // shown in the alert below from login.error
    }
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={
        <Trans
          i18nKey="auth.login.newHere"
          components={{ a: <Anchor component={Link} to="/register" underline="always" /> }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.login.title')}>
        <Stack gap="md">
          {login.error ? (
            <FormAlert title={t('auth.login.failedTitle')}>
              {login.error.message}
              <Text size="sm" mt={4}>
                {t('auth.login.failedHint')}
              </Text>
            </FormAlert>
          ) : null}
          <TextInput
            id="login-username"
            {...USERNAME_INPUT}
            label={t('auth.username')}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <PasswordInput
            id="login-password"
            label={t('auth.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <SubmitRow
            label={t('auth.login.submit')}
            loading={login.isPending}
            aside={
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('auth.login.forgot')}
              </Anchor>
            }
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
