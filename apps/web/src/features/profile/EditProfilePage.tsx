import {
  ACCOUNT_MESSAGES,
  LIMITS,
  PROFILE_MESSAGES,
  type UpdateProfileInput,
  updateProfileSchema,
} from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Avatar,
  Button,
  Card,
  Container,
  FileInput,
  Grid,
  Group,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { applyServerErrors, focusFirstInvalid } from '../../forms/formErrors';
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
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

/** /edit-profile (customer spec §2 Edit Profile, §5): personal fields, picture and password change. */
export function EditProfilePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  useDocumentTitle('Edit profile · Dishcraft');

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
    resolver: zodResolver(updateProfileSchema) as never,
    defaultValues: defaults,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const bio = form.watch('bio') ?? '';

  const preview = useMemo(() => (picture ? URL.createObjectURL(picture) : null), [picture]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        await update.mutateAsync({ values: { ...defaults, ...values }, picture });
        toast({ color: 'green', message: PROFILE_MESSAGES.updated });
        navigate('/profile');
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const { fields, rest } = applyServerErrors(error.body, FIELD_ORDER, form.setError);
          const body = error.body as Record<string, unknown> | null;
          if (Array.isArray(body?.profile_picture)) setPictureError(String(body.profile_picture[0]));
          setFormError(rest || (fields.length ? null : error.message));
          focusFirstInvalid(fields, FIELD_ORDER, fieldId);
        } else {
          setFormError(
            `${ACCOUNT_MESSAGES.profileFailed} ${error instanceof Error && error.message !== ACCOUNT_MESSAGES.profileFailed ? error.message : ''}`.trim(),
          );
        }
      }
    },
    (invalid) => {
      focusFirstInvalid(invalid, FIELD_ORDER, fieldId);
    },
  );

  const input = (name: keyof ProfileValues) => ({
    id: fieldId(name),
    error: errors[name]?.message,
    ...form.register(name),
  });

  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Edit Profile
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label="Edit profile">
        <Stack gap="lg">
          {formError && (
            <Alert
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              title={ACCOUNT_MESSAGES.profileFailed}
              role="alert"
            >
              {formError}
            </Alert>
          )}
          <Card withBorder padding="lg">
            <Title order={2} size="h4" mb="md">
              Personal information
            </Title>
            <Group mb="md" wrap="nowrap" align="flex-start">
              <Avatar
                src={preview ?? user?.profile_picture ?? null}
                alt={user ? `Profile picture of ${user.username}` : 'Profile picture'}
                size={72}
                radius="xl"
              >
                {user?.username.slice(0, 2).toUpperCase()}
              </Avatar>
              <FileInput
                label="Profile picture"
                description={PROFILE_MESSAGES.pictureHint}
                accept={IMAGE_TYPES}
                clearable
                leftSection={<IconPhoto size={16} />}
                value={picture}
                error={pictureError}
                onChange={(file) => {
                  setPictureError(
                    file && file.size > LIMITS.upload.maxBytes ? 'Images must be 5 MB or smaller.' : null,
                  );
                  setPicture(file);
                }}
                style={{ flex: 1 }}
              />
            </Group>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="First name" required autoComplete="given-name" {...input('first_name')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Last name" required autoComplete="family-name" {...input('last_name')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput label="Email" type="email" required autoComplete="email" {...input('email')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label="Phone number"
                  type="tel"
                  placeholder="+1234567890"
                  autoComplete="tel"
                  {...input('phone_number')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label="Address"
                  description="Used to prefill your delivery address at checkout"
                  autosize
                  minRows={2}
                  autoComplete="street-address"
                  {...input('address')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea
                  label="Bio"
                  autosize
                  minRows={3}
                  description={
                    <Text span size="xs" c={bio.length > LIMITS.bio.max ? 'red' : 'dimmed'} aria-live="polite">
                      {bio.length}/{LIMITS.bio.max}
                    </Text>
                  }
                  {...input('bio')}
                />
              </Grid.Col>
              <Grid.Col span={12}>
                <TextInput
                  label="Favorite cuisine"
                  placeholder="E.g. Egyptian, Italian"
                  {...input('favorite_cuisine')}
                />
              </Grid.Col>
            </Grid>
          </Card>

          <Card withBorder padding="lg">
            <Title order={2} size="h4">
              Change password
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Leave these empty to keep your current password.
            </Text>
            <Stack gap="md">
              <PasswordInput label="Current password" autoComplete="current-password" {...input('current_password')} />
              <PasswordInput
                label="New password"
                description="At least 8 characters with a number and an uppercase letter"
                autoComplete="new-password"
                {...input('password')}
              />
              <PasswordInput label="Confirm new password" autoComplete="new-password" {...input('password2')} />
            </Stack>
          </Card>

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/profile" variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!!pictureError}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
