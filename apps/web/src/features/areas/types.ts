/**
 * An area as GET /api/areas/ answers it (AreaOut). Kept here until the contract's response schema lands; then this
 * re-exports that type.
 */
export interface Area {
  id: number;
  name: string;
  name_ar: string | null;
  city: string;
  city_ar: string | null;
  is_retired: boolean;
}

/** RestaurantOut.delivery: the terms of delivering to the area the list or page was asked for. */
export interface DeliveryTerms {
  area: number;
  fee: string;
  minimum_order: string;
  delivery_minutes: number;
  eta_minutes: number;
}

export interface OpeningPeriod {
  weekday: number;
  opens: string;
  closes: string;
}

export interface Closure {
  starts: string;
  ends: string;
  reason: string;
}

/**
 * What issue #21 adds to RestaurantOut. Optional here, so a screen reads an answer with or without them the same way
 * until the contract's schema has them.
 */
export interface RestaurantDeliveryFields {
  offers_delivery?: boolean;
  offers_pickup?: boolean;
  preparation_minutes?: number;
  busy_extra_minutes?: number;
  paused_until?: string | null;
  opening_hours?: OpeningPeriod[];
  closures?: Closure[];
  opens_at?: string | null;
  delivery?: DeliveryTerms | null;
}
