/**
 * What other features may use of the promo codes (ADR 017): the server's check of the cart's code, and the cart's and
 * checkout's code section with its discount row.
 */
export { type PromoCheckState, usePromoCheck } from './api';
export { DiscountRow, PromoSection } from './PromoSection';
