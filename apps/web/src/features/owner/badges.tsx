import { Badge } from '@mantine/core';
import type { Restaurant } from '../../lib/types';

/** is_approved: null = Pending Approval, true = Approved, false = Rejected (owner/admin spec §4). */
export function approvalLabel(isApproved: boolean | null): string {
  if (isApproved === null) return 'Pending Approval';
  return isApproved ? 'Approved' : 'Rejected';
}

export function ApprovalBadge({ restaurant }: { restaurant: Pick<Restaurant, 'is_approved'> }) {
  const color = restaurant.is_approved === null ? 'yellow' : restaurant.is_approved ? 'green' : 'red';
  return (
    <Badge variant="light" color={color} data-approval={String(restaurant.is_approved)}>
      {approvalLabel(restaurant.is_approved)}
    </Badge>
  );
}

/** Open or Closed from is_active, the owner's switch. */
export function OpenBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge variant="light" color={isActive ? 'green' : 'gray'}>
      {isActive ? 'Open' : 'Closed'}
    </Badge>
  );
}

/** Available / Unavailable (meals), In Stock / Out of Stock (ingredients). */
export function AvailabilityBadge({ available, on, off }: { available: boolean; on: string; off: string }) {
  return (
    <Badge variant="light" color={available ? 'green' : 'red'}>
      {available ? on : off}
    </Badge>
  );
}
