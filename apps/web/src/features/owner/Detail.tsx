import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { wrapAnywhere } from '../../ui/wrap';

/** A labelled line of an owner's record ("Address: …"); long unbroken text wraps instead of spilling out. */
export function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text c="dimmed" mt={2} aria-hidden style={{ flexShrink: 0, display: 'flex' }}>
        {icon}
      </Text>
      <Text size="sm" style={{ ...wrapAnywhere, whiteSpace: 'pre-line', minWidth: 0 }}>
        <Text span fw={600}>
          {label}:
        </Text>{' '}
        {children}
      </Text>
    </Group>
  );
}
