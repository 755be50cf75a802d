import { LIMITS, resetPasswordSchema, UI_TIMING } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthCard, AuthOutcome, FormAlert, SubmitRow } from './AuthCard';
import { resetErrorMessage, useConfirmPasswordReset } from './hooks';

const REDIRECT_SECONDS = Math.round(UI_TIMING.resetRedirectMs / 1000);

/**
 * Choose a new password from the e-mailed link (customer spec §2 Reset password, §4): two fields, then a success
 * state that counts down to /login.
 */
export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = useConfirmPasswordReset();
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const { errors } = form.formState;
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  const done = secondsLeft !== null;
  useEffect(() => {
    if (!done) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const left = Math.max(0, REDIRECT_SECONDS - Math.floor((Date.now() - started) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        navigate('/login', { replace: true });
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [done, navigate]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ uid, token, ...values });
      setSecondsLeft(REDIRECT_SECONDS);
    } catch {
      // shown below from confirm.error
    }
  });

  if (done) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <AuthOutcome icon={<IconCircleCheck size={30} />} title={t('auth.reset.doneTitle')}>
          <Text>{t('auth.reset.doneBody')}</Text>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {t('auth.reset.redirect', { count: secondsLeft })}
          </Text>
          <Button component={Link} to="/login" replace mt="sm">
            {t('auth.reset.signInNow')}
          </Button>
        </AuthOutcome>
      </AuthCard>
    );
  }

  const message = confirm.error ? resetErrorMessage(confirm.error) : null;
  // The server answers in the page's language, so its texts are compared in that language.
  const linkIsDead =
    message === t('errors.account.resetInvalidLink') || message === t('errors.account.resetInvalidToken');

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.reset.formLabel')}>
        <Stack gap="md">
          {message ? (
            <FormAlert title={t('auth.reset.failedTitle')}>
              {message}
              {linkIsDead ? (
                <Text size="sm" mt={4}>
                  <Trans
                    i18nKey="auth.reset.deadLink"
                    components={{
                      a: <Anchor component={Link} to="/forgot-password" size="sm" underline="always" />,
                    }}
                  />
                </Text>
              ) : null}
            </FormAlert>
          ) : null}
          <PasswordInput
            id="reset-new-password"
            label={t('auth.reset.newPassword')}
            description={t('auth.passwordHint', { min: LIMITS.password.min })}
            autoComplete="new-password"
            required
            error={errors.new_password?.message}
            {...form.register('new_password', {
              onChange: () => {
                if (form.getFieldState('confirm_password').isTouched) void form.trigger('confirm_password');
              },
            })}
          />
          <PasswordInput
            id="reset-confirm-password"
            label={t('auth.reset.confirmPassword')}
            autoComplete="new-password"
            required
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <SubmitRow
            label={t('auth.reset.submit')}
            loading={confirm.isPending}
            aside={
              <Anchor component={Link} to="/login" size="sm">
                {t('auth.backToSignIn')}
              </Anchor>
            }
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
