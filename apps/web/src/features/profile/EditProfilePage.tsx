import {
  ACCOUNT_MESSAGES,
  AUTH_UI_MESSAGES,
  IMAGE_UPLOAD_TYPES,
  LIMITS,
  PASSWORD_RULES,
  passwordChangeErrors,
  PROFILE_MESSAGES,
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
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
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

/** Every password rule with whether the new password meets it, so all unmet rules show at once. */
function PasswordRules({ password }: { password: string }) {
  return (
    <List size="xs" spacing={2} mt={6} center id="profile-password-rules" aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <List.Item
            key={rule.label}
            c={met ? 'teal.8' : 'red.8'}
            icon={met ? <IconCircleCheck size={14} aria-hidden /> : <IconCircleX size={14} aria-hidden />}
            data-met={met}
          >
            {rule.label}
            <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
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
              <div>
                <PasswordInput
                  label="New password"
                  description={AUTH_UI_MESSAGES.passwordHint}
                  autoComplete="new-password"
                  aria-describedby={newPassword ? 'profile-password-rules' : undefined}
                  {...input('password')}
                />
                {newPassword && <PasswordRules password={newPassword} />}
              </div>
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
