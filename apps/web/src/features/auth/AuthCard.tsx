import { Alert, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';

/** The one-column frame every sign-in page shares: the page's h1, a line of help, then the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <Container size={460} px="md" py={{ base: 'xl', sm: 60 }}>
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      <Paper shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} withBorder>
        {children}
      </Paper>
    </Container>
  );
}

/** What failed, next to the form, with what to do next (UI.md Errors). */
export function FormAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      {children}
    </Alert>
  );
}

/** The form's last row: a secondary link at the start, the primary button at the end (full width on phones). */
export function SubmitRow({ label, loading, aside }: { label: string; loading: boolean; aside?: ReactNode }) {
  return (
    <Group justify={aside ? 'space-between' : 'flex-end'} wrap="wrap-reverse" gap="sm">
      {aside}
      <Button type="submit" loading={loading} w={{ base: '100%', xs: 'auto' }}>
        {label}
      </Button>
    </Group>
  );
}

/**
 * The state a form turns into once it succeeded ('Check Your Email', 'Password reset successful'). Its heading
 * takes the focus so screen readers announce the change.
 */
export function AuthOutcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text component="h2" fz="xl" fw={700} ref={heading} tabIndex={-1}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** Props every username field shares (login and registration), beside its label t('auth.username'). */
export const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  spellCheck: false,
  required: true,
} as const;

/** Props every e-mail field shares (registration and the reset request), beside its label t('auth.email'). */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', required: true } as const;
