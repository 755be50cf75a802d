import { Anchor, Container, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mirroredInRtl } from './direction';

/** A form page: back link, the one h1, the form on a card (UI.md Forms: one column). */
export function FormShell({
  title,
  back,
  children,
}: {
  title: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Container size="sm" py="xl">
      <Anchor
        component={Link}
        to={back.to}
        size="sm"
        mb="xs"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden className={mirroredInRtl} />
        {back.label}
      </Anchor>
      <Title order={1} mb="lg">
        {title}
      </Title>
      <Paper shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}

/** Placeholder shaped like a form while its data loads. */
export function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} h={i === 2 ? 90 : 56} />
      ))}
    </Stack>
  );
}
