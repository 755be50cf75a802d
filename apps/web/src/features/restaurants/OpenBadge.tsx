import type { BadgeProps } from '@mantine/core';
import { StatusBadge } from '../../ui/StatusBadge';

/** Open or Closed, in words as well as colour (UI.md Accessibility). */
export function OpenBadge({ open, ...props }: { open: boolean } & BadgeProps) {
  return (
    <StatusBadge ok={open} {...props}>
      {open ? 'Open' : 'Closed'}
    </StatusBadge>
  );
}
