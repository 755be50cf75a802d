import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Restaurant } from '../lib/types';

/** is_approved: null = Pending Approval, true = Approved, false = Rejected (owner/admin spec §4). */
export function ApprovalBadge({ restaurant }: { restaurant: Pick<Restaurant, 'is_approved'> }) {
  const { t } = useTranslation();
  const approval = restaurant.is_approved;
  const color = restaurant.is_approved === null ? 'gray.7' : restaurant.is_approved ? 'teal.9' : 'red.9';
  return (
    <Badge variant="filled" color={color} data-approval={String(restaurant.is_approved)}>
      {approval === null
        ? t('common.approval.pending')
        : approval
          ? t('common.approval.approved')
          : t('common.approval.rejected')}
    </Badge>
  );
}

/** Open or Closed from is_active, the owner's switch. Filled shades keep white text at AA in both schemes. */
export function OpenBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color={isActive ? 'teal.9' : 'gray.7'}>
      {isActive ? t('common.open') : t('common.closed')}
    </Badge>
  );
}
