import { Button } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ApiError } from '../../lib/api';
import { EmptyState } from '../../ui/EmptyState';

/**
 * Whether an edit page's object is missing for this owner: no such id (404), or one of another restaurant. The
 * read is public (customers see every meal and ingredient), so ownership is checked here, before the form shows
 * anything of it; saving is refused by the server as well (403).
 */
export function notYours(
  query: Pick<UseQueryResult<{ restaurant: number }>, 'data' | 'error'>,
  restaurantId: number,
): boolean {
  if ((query.error as ApiError | null)?.status === 404) return true;
  return !!query.data && query.data.restaurant !== restaurantId;
}

/** "Not found", the same for another restaurant's object as for a missing one, and the way back to the list. */
export function NotYours({ title, hint, back, tab }: { title: string; hint: string; back: string; tab: string }) {
  return (
    <EmptyState
      icon={<IconSearchOff size={28} />}
      title={title}
      hint={hint}
      action={
        <Button component={Link} to="/restaurant-dashboard" state={{ tab }} variant="light">
          {back}
        </Button>
      }
    />
  );
}
