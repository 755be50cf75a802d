import { AUTH_UI_MESSAGES, passwordResetRequestSchema } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AuthCard, AuthOutcome, EMAIL_INPUT, FormAlert, SubmitRow } from './AuthCard';
import { resetErrorMessage, useRequestPasswordReset } from './hooks';

const backToSignIn = (
  <Anchor component={Link} to="/login" size="sm">
    Back to sign in
  </Anchor>
);

/** Request a reset link (customer spec §2 Forgot password): one e-mail field, then 'Check Your Email'. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
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
      <AuthCard title="Forgot your password?">
        <AuthOutcome icon={<IconMailCheck size={30} />} title={AUTH_UI_MESSAGES.checkEmailTitle}>
          <Text>{AUTH_UI_MESSAGES.checkEmailBody(sentTo)}</Text>
          <Text size="sm" c="dimmed">
            Nothing arrived after a few minutes? Check your spam folder or{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              underline="always"
              onClick={() => {
                request.reset();
                setSentTo(null);
              }}
            >
              try again
            </Anchor>
            .
          </Text>
          <Button component={Link} to="/login" variant="light" mt="sm">
            Back to sign in
          </Button>
        </AuthOutcome>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Request a password reset">
        <Stack gap="md">
          {request.error ? (
            <FormAlert title="Could not send the link">{resetErrorMessage(request.error)}</FormAlert>
          ) : null}
          <TextInput id="forgot-email" {...EMAIL_INPUT} error={errors.email?.message} {...form.register('email')} />
          <SubmitRow label="Send reset link" loading={request.isPending} aside={backToSignIn} />
        </Stack>
      </form>
    </AuthCard>
  );
}
