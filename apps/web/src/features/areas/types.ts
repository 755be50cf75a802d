import type { AreaOut, DeliveryTermsOut, RestaurantOut } from '@dishcraft/contract';

/** An area as GET /api/areas/ answers it. */
export type Area = AreaOut;

/** RestaurantOut.delivery: the terms of delivering to the area the list or page was asked for. */
export type DeliveryTerms = DeliveryTermsOut;

export type OpeningPeriod = RestaurantOut['opening_hours'][number];
export type Closure = RestaurantOut['closures'][number];

/** What issue #21 added to RestaurantOut, as the screens of this feature read it. */
export type RestaurantDeliveryFields = Pick<
  RestaurantOut,
  | 'offers_delivery'
  | 'offers_pickup'
  | 'preparation_minutes'
  | 'busy_extra_minutes'
  | 'paused_until'
  | 'opening_hours'
  | 'closures'
  | 'opens_at'
  | 'delivery'
>;
