/**
 * What other features may use of the promo codes (ADR 017): the server's check of the cart's code, and the cart's and
 * checkout's code section with its discount row.
 */
export { type PromoCheckState, usePromoCheck } from './api';
export { DiscountRow, PromoSection } from './PromoSection';

// The owner's and admin's management of codes (features/promotions/manage/): their dashboards' Promotions tab and the
// revenue figures split by discounts.
export { PromotionsManager } from './manage/PromotionsManager';
export { RevenueSplit } from './manage/RevenueSplit';
