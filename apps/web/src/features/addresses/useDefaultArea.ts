import { useEffect } from 'react';
import { useAuth } from '../../lib/auth';
import { useChosenArea } from '../areas';
import { useAddresses } from './api';

/** Customers already given their default area in this page's life: one who then clears it keeps it cleared. */
const defaulted = new Set<number>();

/**
 * A signed-in customer who has not chosen an area starts with the area of their default saved address. Mounted once,
 * by the header; it asks for the addresses only while no area is chosen.
 */
export function useDefaultArea(): void {
  const { status, user } = useAuth();
  const [area, setArea] = useChosenArea();
  const userId = user?.id ?? 0;
  const wanted =
    status === 'authenticated' && user?.user_type === 'customer' && area === null && !defaulted.has(userId);
  const addresses = useAddresses(wanted);
  const fallback = wanted ? addresses.data?.find((a) => a.is_default)?.area_details : undefined;
  useEffect(() => {
    if (!fallback) return;
    defaulted.add(userId);
    if (!fallback.is_retired) setArea(fallback);
  }, [fallback, userId, setArea]);
}
