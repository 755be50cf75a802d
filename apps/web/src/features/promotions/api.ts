import { formatCents, parseCents, translator } from '@dishcraft/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useLanguage } from '../../lib/language';
import { activeLocale } from '../../lib/locale';
import type { Offer, PromoCheck } from '../../lib/types';

/** Request texts run outside React: in the page's language when they are made. */
const tr = () => translator(activeLocale().language);

/** What is asked of a code: the items' subtotal and the delivery fee (0 while unknown), in cents. */
export interface PromoAsk {
  code: string | null;
  restaurantId: number | null;
  subtotalCents: number;
  feeCents: number;
}

export const promotionKeys = {
  all: ['promotions'] as const,
  /** Offers depend on who asks (a first-order code is not offered after the first order). */
  offers: (restaurant: number, user: number | null) => [...promotionKeys.all, 'offers', restaurant, user] as const,
  /** A check depends on who asks too, and its reason is written in the page's language. */
  check: (ask: PromoAsk, user: number | null, language: string) =>
    [...promotionKeys.all, 'check', ask, user, language] as const,
};

/** The codes the cart offers without typing (API: GET /api/promotions/offers/). */
export function useOffers(restaurantId: number | null) {
  const { user } = useAuth();
  return useQuery({
    queryKey: promotionKeys.offers(restaurantId ?? 0, user?.id ?? null),
    queryFn: () =>
      api<Offer[]>('/promotions/offers/', {
        query: { restaurant: restaurantId },
        fallback: tr()('promotions.offersFailed'),
      }),
    enabled: restaurantId !== null,
    staleTime: 60_000,
  });
}

export type PromoStatus = 'none' | 'checking' | 'applied' | 'refused' | 'failed';

/** Where the cart's code stands for these items, as the server judged it. */
export interface PromoCheckState {
  code: string | null;
  status: PromoStatus;
  /** What the code takes off, from the server's check; 0 unless applied. */
  discountCents: number;
  freeDelivery: boolean;
  /** Why not (refused), in the page's language; or why it could not be checked (failed). */
  message: string | null;
  /** The answer is for exactly these items and fee: an order may be placed on it. */
  settled: boolean;
  retry(): void;
}

/** Quantities change a step at a time: the check waits for the steps to stop. */
const SUBTOTAL_SETTLES_MS = 250;

/**
 * The server's judgement of the cart's code (API: POST /api/promotions/validate/, which uses nothing), asked again
 * whenever the items or the fee change. The web never works a discount out itself (issue #23): it shows this answer
 * until the order exists, and the order's stored discount after.
 */
export function usePromoCheck(ask: PromoAsk): PromoCheckState {
  const { user } = useAuth();
  const { language } = useLanguage();
  const [subtotalCents] = useDebouncedValue(ask.subtotalCents, SUBTOTAL_SETTLES_MS);
  const asked: PromoAsk = { ...ask, subtotalCents };
  const query = useQuery({
    queryKey: promotionKeys.check(asked, user?.id ?? null, language),
    queryFn: () =>
      api<PromoCheck>('/promotions/validate/', {
        method: 'POST',
        body: {
          code: asked.code,
          restaurant: asked.restaurantId,
          subtotal: formatCents(asked.subtotalCents),
          delivery_fee: formatCents(asked.feeCents),
        },
        fallback: tr()('promotions.checkFailed'),
      }),
    enabled: ask.code !== null && ask.restaurantId !== null,
    // While the items change, the last answer for this code stays on screen instead of a flicker.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const retry = () => void query.refetch();
  const code = ask.code;
  const data = query.data && query.data.code === code ? query.data : undefined;
  const current = !!data && !query.isPlaceholderData && subtotalCents === ask.subtotalCents;
  const base = { code, retry, settled: current && !query.isFetching, freeDelivery: false, discountCents: 0 };
  if (code === null) return { ...base, status: 'none', message: null, settled: true };
  if (query.isError && !query.isFetching) return { ...base, status: 'failed', message: query.error.message };
  if (!data) return { ...base, status: 'checking', message: null };
  if (!data.valid) return { ...base, status: 'refused', message: data.reason };
  return {
    ...base,
    status: 'applied',
    message: null,
    discountCents: parseCents(data.discount) ?? 0,
    freeDelivery: data.free_delivery,
  };
}
