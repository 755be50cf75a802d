import { Badge } from '@mantine/core';
import type { Restaurant } from '../lib/types';

/** is_approved: null = Pending Approval, true = Approved, false = Rejected (owner/admin spec §4). */
export function approvalLabel(isApproved: boolean | null): string {
  if (isApproved === null) return 'Pending Approval';
  return isApproved ? 'Approved' : 'Rejected';
}

export function ApprovalBadge({ restaurant }: { restaurant: Pick<Restaurant, 'is_approved'> }) {
  const color = restaurant.is_approved === null ? 'gray.7' : restaurant.is_approved ? 'teal.9' : 'red.9';
  return (
    <Badge variant="filled" color={color} data-approval={String(restaurant.is_approved)}>
      {approvalLabel(restaurant.is_approved)}
    </Badge>
  );
}

/** Open or Closed from is_active, the owner's switch. Filled shades keep white text at AA in both schemes. */
export function OpenBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant="filled" color={isActive ? 'teal.9' : 'gray.7'}>
      {isActive ? 'Open' : 'Closed'}
    </Badge>
  );
}
