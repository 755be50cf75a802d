import { ACCOUNT_MESSAGES, AUTH_UI_MESSAGES, type RegisterInput, registerSchema } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { applyServerErrors, focusFirstInvalid } from '../../forms/formErrors';
import { PageLoader } from '../../ui/PageLoader';
import { toast } from '../../ui/toast';
import { AuthCard, EMAIL_INPUT, FormAlert, SubmitRow, USERNAME_INPUT } from './AuthCard';
import { useRegister } from './hooks';

type Field = Path<RegisterInput>;

/** The fields in the order they appear, for "scroll to the first invalid one". */
const FIELD_ORDER: readonly Field[] = [
  'username',
  'email',
  'first_name',
  'last_name',
  'phone_number',
  'password',
  'password2',
  'user_type',
];
const fieldId = (name: Field) => `register-${name}`;

const EMPTY: RegisterInput = {
  username: '',
  email: '',
  password: '',
  password2: '',
  first_name: '',
  last_name: '',
  phone_number: '',
  user_type: 'customer',
};

/**
 * Registration (customer spec §2 Register, §5): every field validated as it changes and all of them on submit
 * with the contract's registerSchema; the server's field errors land under their fields.
 */
export function RegisterPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const registration = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  if (status === 'authenticated') return <Navigate to="/" replace />;
  if (status === 'loading') return <PageLoader />;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const user = await registration.mutateAsync(values);
        toast({
          color: 'green',
          title: AUTH_UI_MESSAGES.registeredTitle,
          message: AUTH_UI_MESSAGES.registeredBody,
        });
        navigate('/login', { state: { username: user.username } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const { fields, rest } = applyServerErrors(error.body, FIELD_ORDER, form.setError);
          setFormError(rest || (fields.length ? null : error.message));
          focusFirstInvalid(fields, FIELD_ORDER, fieldId);
        } else {
          setFormError(error instanceof Error ? error.message : ACCOUNT_MESSAGES.registrationFailed);
        }
      }
    },
    (invalid) => {
      focusFirstInvalid(invalid, FIELD_ORDER, fieldId);
    },
  );

  // A new password makes the confirmation stale; re-check it once the user has typed one.
  const recheckConfirmation = () => {
    if (form.getFieldState('password2').isDirty) void form.trigger('password2');
  };

  const invalidCount = Object.keys(errors).length;

  return (
    <AuthCard
      title="Create an account"
      subtitle={
        <>
          Already have one?{' '}
          <Anchor component={Link} to="/login" underline="always">
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Create an account">
        <Stack gap="md">
          {formError ? <FormAlert title="Registration failed">{formError}</FormAlert> : null}
          <TextInput
            id={fieldId('username')}
            {...USERNAME_INPUT}
            description="3 to 30 characters: letters, digits and @ . + - _"
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextInput id={fieldId('email')} {...EMAIL_INPUT} error={errors.email?.message} {...form.register('email')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              id={fieldId('first_name')}
              label="First name"
              autoComplete="given-name"
              required
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              id={fieldId('last_name')}
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            id={fieldId('phone_number')}
            label="Phone number (optional)"
            description="Egyptian mobile, e.g. 01012345678 or +201012345678"
            type="tel"
            autoComplete="tel"
            error={errors.phone_number?.message}
            {...form.register('phone_number')}
          />
          <PasswordInput
            id={fieldId('password')}
            label="Password"
            description={AUTH_UI_MESSAGES.passwordHint}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password', { onChange: recheckConfirmation })}
          />
          <PasswordInput
            id={fieldId('password2')}
            label="Confirm password"
            autoComplete="new-password"
            required
            error={errors.password2?.message}
            {...form.register('password2')}
          />
          <Controller
            control={form.control}
            name="user_type"
            render={({ field, fieldState }) => (
              <Radio.Group
                id={fieldId('user_type')}
                label="I am signing up to"
                value={field.value ?? 'customer'}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="customer" label="Order food" />
                  <Radio value="restaurant" label="Run a restaurant" />
                </Group>
              </Radio.Group>
            )}
          />
          {form.formState.isSubmitted && invalidCount > 0 ? (
            <Text size="sm" c="var(--mantine-color-error)" role="status">
              {AUTH_UI_MESSAGES.fixFields}
            </Text>
          ) : null}
          <SubmitRow label="Create account" loading={registration.isPending} />
        </Stack>
      </form>
    </AuthCard>
  );
}
