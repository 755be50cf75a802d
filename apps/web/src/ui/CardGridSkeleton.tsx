import { useTranslation } from 'react-i18next';
import { AspectRatio, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Placeholder cards shaped like FoodCard while a grid loads; busy, so the deferred chrome waits (firstScreen.ts). */
export function CardGridSkeleton({ count = 6, cols = 3 }: { count?: number; cols?: 3 | 4 }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: cols }}
      spacing="lg"
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={t('common.loading')}
      data-testid="card-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        // placeholders have no identity, so their index is the key
        <Card key={i} shadow="sm" padding="md" radius="md">
          <Card.Section>
            <AspectRatio ratio={4 / 3}>
              <Skeleton radius={0} />
            </AspectRatio>
          </Card.Section>
          <Stack gap="xs" mt="md">
            <Skeleton height={20} width="70%" />
            <Skeleton height={12} width="45%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="85%" />
            <Skeleton height={32} width="40%" mt="sm" ms="auto" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
