import { LIMITS, type RegisterInput, registerSchema } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Group, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
          title: t('auth.register.doneTitle'),
          message: t('auth.register.doneBody'),
        });
        navigate('/login', { state: { username: user.username } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const { fields, rest } = applyServerErrors(error.body, FIELD_ORDER, form.setError);
          setFormError(rest || (fields.length ? null : error.message));
          focusFirstInvalid(fields, FIELD_ORDER, fieldId);
        } else {
          setFormError(error instanceof Error ? error.message : t('auth.register.failed'));
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
      title={t('auth.register.title')}
      subtitle={
        <Trans
          i18nKey="auth.register.haveOne"
          components={{ a: <Anchor component={Link} to="/login" underline="always" /> }}
        />
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label={t('auth.register.title')}>
        <Stack gap="md">
          {formError ? <FormAlert title={t('auth.register.failedTitle')}>{formError}</FormAlert> : null}
          <TextInput
            id={fieldId('username')}
            {...USERNAME_INPUT}
            label={t('auth.username')}
            description={t('auth.register.usernameHint')}
            error={errors.username?.message}
            {...form.register('username')}
          />
          <TextInput
            id={fieldId('email')}
            {...EMAIL_INPUT}
            label={t('auth.email')}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              id={fieldId('first_name')}
              label={t('auth.firstName')}
              autoComplete="given-name"
              required
              error={errors.first_name?.message}
              {...form.register('first_name')}
            />
            <TextInput
              id={fieldId('last_name')}
              label={t('auth.lastName')}
              autoComplete="family-name"
              required
              error={errors.last_name?.message}
              {...form.register('last_name')}
            />
          </SimpleGrid>
          <TextInput
            id={fieldId('phone_number')}
            label={t('auth.register.phone')}
            description={t('auth.register.phoneHint')}
            type="tel"
            autoComplete="tel"
            error={errors.phone_number?.message}
            {...form.register('phone_number')}
          />
          <PasswordInput
            id={fieldId('password')}
            label={t('auth.password')}
            description={t('auth.passwordHint', { min: LIMITS.password.min })}
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...form.register('password', { onChange: recheckConfirmation })}
          />
          <PasswordInput
            id={fieldId('password2')}
            label={t('auth.register.confirmPassword')}
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
                label={t('auth.register.userType')}
                value={field.value ?? 'customer'}
                onChange={field.onChange}
                error={fieldState.error?.message}
              >
                <Group gap="lg" mt={6}>
                  <Radio value="customer" label={t('auth.register.customer')} />
                  <Radio value="restaurant" label={t('auth.register.restaurant')} />
                </Group>
              </Radio.Group>
            )}
          />
          {form.formState.isSubmitted && invalidCount > 0 ? (
            <Text size="sm" c="var(--mantine-color-error)" role="status">
              {t('auth.register.fixFields')}
            </Text>
          ) : null}
          <SubmitRow label={t('auth.register.submit')} loading={registration.isPending} />
        </Stack>
      </form>
    </AuthCard>
  );
}
