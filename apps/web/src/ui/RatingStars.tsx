import { Group, Text } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../lib/format';

/**
 * A read-only rating: five stars, the average and the review count; 'No reviews yet' without
 * reviews. The stars are decorative; the text carries the value for screen readers.
 */
export function RatingStars({
  rating,
  count,
  size = 16,
  emptyText,
  withCount = true,
}: {
  rating: number | null | undefined;
  count?: number;
  size?: number;
  emptyText?: string;
  withCount?: boolean;
}) {
  const { t } = useTranslation();
  const value = rating ?? 0;
  const hasReviews = rating != null && (count === undefined || count > 0);
  const stars = [1, 2, 3, 4, 5].map((n) => {
    if (value >= n - 0.25) return <IconStarFilled key={n} size={size} />;
    if (value >= n - 0.75) return <IconStarHalfFilled key={n} size={size} />;
    return <IconStar key={n} size={size} />;
  });
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={1} wrap="nowrap" c={hasReviews ? 'yellow.6' : 'gray.5'} aria-hidden>
        {stars}
      </Group>
      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {hasReviews ? (
          <>
            <Text component="span" size="sm" fw={600} c="var(--mantine-color-text)">
              {formatRating(value)}
            </Text>
            {withCount && count !== undefined && ` ${t('common.rating.reviews', { count })}`}
          </>
        ) : (
          (emptyText ?? t('common.rating.noReviews'))
        )}
      </Text>
    </Group>
  );
}
