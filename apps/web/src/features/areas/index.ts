/**
 * What other features may use of the delivery areas (ADR 017): the chosen area and its store, the list of areas, the
 * area picker and the line of delivery terms.
 */
export { areaKeys, useAdminAreas, useAreas, useDeliveryTerms, useSaveArea } from './api';
export { AreaSelect } from './AreaSelect';
export { CartDelivery } from './CartDelivery';
export type { ChosenArea } from './chosenArea';
export { DeliveryFacts, useFeeText } from './DeliveryFacts';
export type { Area, Closure, DeliveryTerms, OpeningPeriod, RestaurantDeliveryFields } from './types';
export { useChosenArea } from './useChosenArea';
