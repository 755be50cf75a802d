import { Badge, type BadgeProps } from '@mantine/core';

/**
 * A yes/no status in words and colour (Open/Closed, In Stock/Out of Stock, Available/Unavailable),
 * in shades deep enough for white text to pass AA in both colour schemes.
 */
export function StatusBadge({ ok, children, ...props }: { ok: boolean } & BadgeProps) {
  return (
    <Badge color={ok ? 'teal.9' : 'red.9'} variant="filled" {...props}>
      {children}
    </Badge>
  );
}
