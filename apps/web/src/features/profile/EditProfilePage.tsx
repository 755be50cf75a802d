import {
  IMAGE_UPLOAD_TYPES,
  isLanguage,
  type Language,
  LANGUAGE_NAMES,
  LANGUAGES,
  LIMITS,
  PASSWORD_RULES,
  passwordChangeErrors,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@dishcraft/contract';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Container,
  FileInput,
  Grid,
  Group,
  List,
  PasswordInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCircleX, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { savedLanguage, useAuth } from '../../lib/auth';
import { formatCount } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import { applyServerErrors, focusFirstInvalid, resolverWith } from '../../forms/formErrors';
import { imageFileProblem } from '../../forms/imageFile';
import { toast } from '../../ui/toast';
import { type ProfileValues, useUpdateProfile } from './api';

const FIELD_ORDER = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'address',
  'bio',
  'favorite_cuisine',
  'current_password',
  'password',
  'password2',
] as const satisfies readonly (keyof ProfileValues)[];
const fieldId = (name: string) => `profile-${name}`;
// The password group is checked even while another field fails (zod skips an object's checks then), so its
// messages come together with the others on submit rather than one round after another (issue #19).
const resolver = resolverWith(updateProfileSchema, passwordChangeErrors);

/** PASSWORD_RULES' texts, in their order. */
const RULE_KEYS = ['profile.form.ruleLength', 'profile.form.ruleNumber', 'profile.form.ruleUppercase'] as const;

/** Every password rule with whether the new password meets it, so all unmet rules show at once. */
function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <List size="xs" spacing={2} mt={6} center id="profile-password-rules" aria-label={t('profile.form.rules')}>
      {PASSWORD_RULES.map((rule, i) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.label}
            c={met ? 'teal.8' : 'red.8'}
            icon={met ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleX size={14} aria-hidden />}
            data-met={met}
          >
            {t(RULE_KEYS[i] ?? 'profile.form.ruleLength', { min: LIMITS.password.min })}
            <VisuallyHidden>{met ? t('profile.form.ruleMet') : t('profile.form.ruleNotMet')}</VisuallyHidden>
          </List.Item>
        );
      })}
    </List>
  );
}

/** /edit-profile (customer spec §2 Edit Profile, §5): personal fields, picture and password change. */
export function EditProfilePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const { t } = useTranslation();
  const page = useLanguage();
  // Kept beside the form's values: the profile schema does not check a choice from a fixed list.
  const [language, setLanguage] = useState<Language>(() => savedLanguage(user) ?? page.language);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const defaults = useMemo<ProfileValues>(
    () => ({
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      phone_number: user?.phone_number ?? '',
      address: user?.address ?? '',
      bio: user?.profile.bio ?? '',
      favorite_cuisine: user?.profile.favorite_cuisine ?? '',
      current_password: '',
      password: '',
      password2: '',
    }),
    [user],
  );
  const form = useForm<UpdateProfileInput, unknown, ProfileValues>({
    resolver: resolver as never,
    defaultValues: defaults,
    // Checked on submit, then as fields change: a message appearing as a field is left moved Save Changes from under
    // a pointer between press and release, and the click was lost. The password rules show live meanwhile.
    mode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const bio = form.watch('bio') ?? '';
  const newPassword = form.watch('password') ?? '';

  const preview = useMemo(
    () => (picture && !pictureError ? URL.createObjectURL(picture) : null),
    [picture, pictureError],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await update.mutateAsync({ values: { ...defaults, ...values, language }, picture });
        if (language !== page.language) page.setLanguage(language);
        toast({ color: 'green', message: t('profile.form.saved') });
        navigate('/profile');
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const { fields, rest } = applyServerErrors(error.body, FIELD_ORDER, form.setError);
          const body = error.body as Record<string, unknown> | null;
          if (Array.isArray(body?.profile_picture)) setPictureError(String(body.profile_picture[0]));
          setFormError(rest || (fields.length ? null : error.message));
          focusFirstInvalid(fields, FIELD_ORDER, fieldId);
        } else {
          const failed = t('profile.form.failed');
          setFormError(`${failed} ${error instanceof Error && error.message !== failed ? error.message : ''}`.trim());
        }
      }
    },
    (invalid) => {
      focusFirstInvalid(invalid, FIELD_ORDER, fieldId);
    },
  );

  const input = (name: (typeof FIELD_ORDER)[number]) => ({
    id: fieldId(name),
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('profile.edit')}
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label={t('profile.form.label')}>
        <Stack gap="lg">
          {formError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('profile.form.failed')} role="alert">
              {formError}
            </Alert>
          )}
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="md">
              {t('profile.form.personal')}
            </Title>
            <Group mb="md" wrap="nowrap" align="flex-start">
              <Avatar
                src={preview ?? user?.profile_picture ?? null}
                alt={user ? t('profile.pictureOf', { username: user.username }) : t('profile.form.picture')}
                size={72}
                radius="xl"
              >
                {user?.username.slice(0, 2).toUpperCase()}
              </Avatar>
              <FileInput
                label={t('profile.form.picture')}
                description={t('profile.form.pictureHint')}
                accept={IMAGE_UPLOAD_TYPES.join(',')}
                clearable
                leftSection={<IconPhoto size={16} />}
                value={picture}
                error={pictureError}
                onChange={async (file) => {
                  const problem = file ? await imageFileProblem(file) : null;
                  setPictureError(problem);
                  setPicture(file);
                }}
                style={{ flex: 1 }}
              />
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('profile.field.firstName')}
                  required
                  autoComplete="given-name"
                  {...input('first_name')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput
                  label={t('profile.field.lastName')}
                  required
                  autoComplete="family-name"
                  {...input('last_name')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('profile.field.email')}
                  type="email"
                  required
                  autoComplete="email"
                  {...input('email')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('profile.field.phoneNumber')}
                  type="tel"
                  placeholder={t('profile.form.phonePlaceholder')}
                  autoComplete="tel"
                  {...input('phone_number')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('profile.field.address')}
                  description={t('profile.form.addressHint')}
                  autosize
                  minRows={2}
                  autoComplete="street-address"
                  {...input('address')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label={t('profile.field.bio')}
                  autosize
                  minRows={3}
                  description={
                    <Text span size="xs" c={bio.length > LIMITS.bio.max ? 'red' : 'dimmed'} aria-live="polite">
                      {t('profile.form.bioCount', {
                        length: formatCount(bio.length),
                        max: formatCount(LIMITS.bio.max),
                      })}
                    </Text>
                  }
                  {...input('bio')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label={t('profile.field.favoriteCuisine')}
                  placeholder={t('profile.form.cuisinePlaceholder')}
                  {...input('favorite_cuisine')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Select
                  id={fieldId('language')}
                  label={t('profile.field.language')}
                  description={t('profile.form.languageHint')}
                  data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
                  value={language}
                  onChange={(value) => {
                    if (isLanguage(value)) setLanguage(value);
                  }}
                  allowDeselect={false}
                />
              </Grid.Col>
            </Grid>
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} size="h4">
              {t('profile.form.changePassword')}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t('profile.form.keepPassword')}
            </Text>
            <Stack gap="md">
              <PasswordInput
                label={t('profile.form.currentPassword')}
                autoComplete="current-password"
                {...input('current_password')}
              />
              <div>
                <PasswordInput
                  label={t('profile.form.newPassword')}
                  description={t('auth.passwordHint', { min: LIMITS.password.min })}
                  autoComplete="new-password"
                  aria-describedby={newPassword ? 'profile-password-rules' : undefined}
                  {...input('password')}
                />
                {newPassword && <PasswordRules password={newPassword} />}
              </div>
              <PasswordInput
                label={t('profile.form.confirmPassword')}
                autoComplete="new-password"
                {...input('password2')}
              />
            </Stack>
          </Card>

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/profile" variant="default">
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!!pictureError}>
              {t('profile.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
