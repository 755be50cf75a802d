import { compareText } from '../../lib/compareText';
import type { Restaurant } from '../../lib/types';

/** The distinct addresses, sorted, for the location filter (customer spec §2). */
export function distinctLocations(restaurants: Restaurant[]): string[] {
  const seen = new Map<string, string>();
  for (const r of restaurants) {
    const address = r.address.trim();
    if (address && !seen.has(address.toLowerCase())) seen.set(address.toLowerCase(), address);
  }
  return [...seen.values()].sort(compareText);
}

/** Search by name or description, in either language (every word must match one of them), then by location. */
export function filterRestaurants(restaurants: Restaurant[], search: string, location: string | null): Restaurant[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const place = location?.trim().toLowerCase() || null;
  return restaurants.filter((r) => {
    if (place && r.address.trim().toLowerCase() !== place) return false;
    const haystack = [r.name, r.description, r.name_ar, r.description_ar].filter(Boolean).join('\n').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** '08:00:00' → '08:00'. */
