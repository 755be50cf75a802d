import { AUTH_UI_MESSAGES, resetPasswordSchema, UI_TIMING } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
      <AuthCard title="Reset your password">
        <AuthOutcome icon={<IconCircleCheck size={30} />} title={AUTH_UI_MESSAGES.resetDoneTitle}>
          <Text>{AUTH_UI_MESSAGES.resetDoneBody}</Text>
          <Text size="sm" c="dimmed" role="status" aria-live="polite">
            {AUTH_UI_MESSAGES.resetRedirect(secondsLeft)}
          </Text>
          <Button component={Link} to="/login" replace mt="sm">
            Sign in now
          </Button>
        </AuthOutcome>
      </AuthCard>
    );
  }

  const message = confirm.error ? resetErrorMessage(confirm.error) : null;
  const linkIsDead = message === 'Invalid reset link' || message === 'Invalid or expired token';

  return (
    <AuthCard title="Reset your password" subtitle="Choose a new password for your Dishcraft account.">
      <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
        <Stack gap="md">
          {message ? (
            <FormAlert title="Could not reset the password">
              {message}
              {linkIsDead ? (
                <Text size="sm" mt={4}>
                  Reset links work once, within 1 hour.{' '}
                  <Anchor component={Link} to="/forgot-password" size="sm" underline="always">
                    Request a new link
                  </Anchor>
                  .
                </Text>
              ) : null}
            </FormAlert>
          ) : null}
          <PasswordInput
            id="reset-new-password"
            label="New password"
            description={AUTH_UI_MESSAGES.passwordHint}
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
            label="Confirm new password"
            autoComplete="new-password"
            required
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <SubmitRow
            label="Reset password"
            loading={confirm.isPending}
            aside={
              <Anchor component={Link} to="/login" size="sm">
                Back to sign in
              </Anchor>
            }
          />
        </Stack>
      </form>
    </AuthCard>
  );
}
