import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An icon, the spec's sentence, an optional hint and the one action that helps (UI.md). */
export function EmptyState({
  icon,
  title,
  hint,
  action,
  order = 2,
}: {
  order?: 1 | 2 | 3;
  icon: ReactNode;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={order} size="h4">
        {title}
      </Title>
      {hint && (
        <Text c="dimmed" maw={420}>
          {hint}
        </Text>
      )}
      {action}
    </Stack>
  );
}
