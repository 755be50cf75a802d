import { passwordResetRequestSchema } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard, AuthOutcome, EMAIL_INPUT, FormAlert, SubmitRow } from './AuthCard';
import { resetErrorMessage, useRequestPasswordReset } from './hooks';

/** Request a reset link (customer spec §2 Forgot password): one e-mail field, then 'Check Your Email'. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      setSentTo(email);
    } catch {
      // shown below from request.error
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.title')}>
        <AuthOutcome icon={<IconMailCheck size={30} />} title={t('auth.forgot.sentTitle')}>
          <Text>{t('auth.forgot.sentBody', { email: sentTo })}</Text>
          <Text size="sm" c="dimmed">
            <Trans
              i18nKey="auth.forgot.nothingArrived"
              components={{
                retry: (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    underline="always"
                    onClick={() => {
                      request.reset();
                      setSentTo(null);
                    }}
                  />
                ),
              }}
            />
          </Text>
          <Button component={Link} to="/login" variant="light" mt="sm">
            {t('auth.backToSignIn')}
          </Button>
        </AuthOutcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.forgot.formLabel')}>
        <Stack gap="md">
          {request.error ? (
            <FormAlert title={t('auth.forgot.failedTitle')}>{resetErrorMessage(request.error)}</FormAlert>
          ) : null}
          <TextInput
            id="forgot-email"
            {...EMAIL_INPUT}
            label={t('auth.email')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SubmitRow
            label={t('auth.forgot.submit')}
            loading={request.isPending}
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
