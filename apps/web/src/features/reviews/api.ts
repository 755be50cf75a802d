import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, rows } from '../../lib/api';
import type { Page, Review, ReviewKind } from '../../lib/types';

/** The three review collections (API.md §3.8). */
export const REVIEW_COLLECTIONS: Record<ReviewKind, string> = {
  restaurant: '/reviews/restaurant-reviews/',
  meal: '/reviews/meal-reviews/',
  custom_meal: '/reviews/custom-meal-reviews/',
};

/** Lists whose ratings change with a review (the target's avg_rating and review_count). */
const TARGET_KEYS: Record<ReviewKind, string[][]> = {
  restaurant: [['restaurants']],
  meal: [['meals'], ['restaurants']],
  custom_meal: [['custom-meals'], ['top-rated']],
};

export const reviewKeys = {
  list: (kind: ReviewKind, targetId: number) => ['reviews', kind, targetId] as const,
};

export function useReviews(kind: ReviewKind, targetId: number) {
  const { t } = useTranslation();
  return useQuery({
    queryKey: reviewKeys.list(kind, targetId),
    queryFn: async () =>
      rows(
        await api<Review[] | Page<Review>>(REVIEW_COLLECTIONS[kind], {
          query: { [kind]: targetId },
          fallback: t('reviews.loadFailed'),
        }),
      ),
  });
}

export interface ReviewDraft {
  rating: number;
  comment: string;
}

function useRefresh(kind: ReviewKind, targetId: number) {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: reviewKeys.list(kind, targetId) });
    for (const key of TARGET_KEYS[kind]) queryClient.invalidateQueries({ queryKey: key });
  };
}

/** Creates a review, or updates `id` when given. */
export function useSaveReview(kind: ReviewKind, targetId: number) {
  const { t } = useTranslation();
  const refresh = useRefresh(kind, targetId);
  return useMutation({
    mutationFn: ({ id, ...draft }: ReviewDraft & { id?: number }) =>
      id
        ? api<Review>(`${REVIEW_COLLECTIONS[kind]}${id}/`, {
            method: 'PUT',
            body: draft,
            auth: true,
            fallback: t('reviews.submitFailed'),
          })
        : api<Review>(REVIEW_COLLECTIONS[kind], {
            method: 'POST',
            body: { ...draft, [kind]: targetId },
            auth: true,
            fallback: t('reviews.submitFailed'),
          }),
    onSettled: refresh,
  });
}

export function useDeleteReview(kind: ReviewKind, targetId: number) {
  const { t } = useTranslation();
  const refresh = useRefresh(kind, targetId);
  return useMutation({
    mutationFn: (id: number) =>
      api<void>(`${REVIEW_COLLECTIONS[kind]}${id}/`, {
        method: 'DELETE',
        auth: true,
        fallback: t('reviews.deleteFailed'),
      }),
    onSettled: refresh,
  });
}
