import { Badge, type BadgeProps } from '@mantine/core';

/** Open or Closed, in words as well as colour (UI.md Accessibility). */
export function OpenBadge({ open, ...props }: { open: boolean } & BadgeProps) {
  return (
    <Badge color={open ? 'green' : 'red'} variant="filled" {...props}>
      {open ? 'Open' : 'Closed'}
    </Badge>
  );
}
