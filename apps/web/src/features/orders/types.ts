import type { Order } from '../../lib/types';
import type { AddressParts } from '../addresses';

/**
 * What OrderOut gains with issue #21 (API.md): fulfilment, the area and address as they were, the breakdown, the
 * schedule and the promise. Optional, so an answer without them (an order from before, an older server) still reads.
 * TODO(contract): drop once the contract's OrderOut has these fields.
 */
export interface OrderFulfilment {
  fulfilment?: 'delivery' | 'pickup';
  area?: number | null;
  area_details?: { id: number; name: string; name_ar: string | null } | null;
  address?: (AddressParts & { label: string; phone: string }) | null;
  subtotal?: string;
  delivery_fee?: string;
  scheduled_for?: string | null;
  estimated_at?: string | null;
  accept_by?: string | null;
  cancelled_by?: 'customer' | 'staff' | 'system' | null;
}

export type FullOrder = Order & OrderFulfilment;
