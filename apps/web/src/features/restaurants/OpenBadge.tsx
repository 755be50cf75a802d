import type { BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../ui/StatusBadge';

/** Open or Closed, in words as well as colour (UI.md Accessibility). */
export function OpenBadge({ open, ...props }: { open: boolean } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <StatusBadge ok={open} {...props}>
      {open ? t('browse.restaurant.open') : t('browse.restaurant.closed')}
    </StatusBadge>
  );
}
