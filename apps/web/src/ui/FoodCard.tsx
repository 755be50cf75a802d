import { Badge, Box, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FoodImage } from './FoodImage';

/** A card's width in the app's grids: one column on phones, two from sm (48em), three from md, in 1200 px. */
const CARD_SIZES = '(min-width: 62em) 390px, (min-width: 48em) 50vw, 100vw';

/**
 * The one card shape of restaurants, meals and custom meals (UI.md): a picture at a fixed ratio (4:3, restaurants'
 * covers 16:9), title, one line of meta, description, price and one primary action. `unavailableLabel` dims the card
 * under an overlay; `imageCorner` sits at the picture's lower left (a restaurant's logo).
 */
export function FoodCard({
  image,
  imageAlt,
  title,
  href,
  titleOrder = 3,
  imageBadge,
  imageCorner,
  imageRatio,
  meta,
  description,
  price,
  action,
  unavailableLabel,
  testId,
  eagerImage = false,
}: {
  image: string | null | undefined;
  imageAlt: string;
  title: string;
  href?: string;
  titleOrder?: TitleOrder;
  imageBadge?: ReactNode;
  imageCorner?: ReactNode;
  imageRatio?: number;
  meta?: ReactNode;
  description?: ReactNode;
  price?: ReactNode;
  action?: ReactNode;
  unavailableLabel?: string | null;
  testId?: string;
  /** The card is among the first on screen: its picture loads at once (see FoodImage). */
  eagerImage?: boolean;
}) {
  const unavailable = !!unavailableLabel;
  return (
    <Card
      withBorder={false}
      shadow="sm"
      padding="md"
      radius="md"
      h="100%"
      data-testid={testId}
      data-unavailable={unavailable || undefined}
    >
      <Card.Section pos="relative">
        <Box style={{ opacity: unavailable ? 0.45 : 1, filter: unavailable ? 'grayscale(0.7)' : undefined }}>
          <FoodImage
            src={image}
            alt={imageAlt}
            eager={eagerImage}
            sizes={CARD_SIZES}
            {...(imageRatio && { ratio: imageRatio, height: Math.round(400 / imageRatio) })}
          />
        </Box>
        {imageBadge && (
          <Box pos="absolute" top={10} style={{ insetInlineEnd: 10 }}>
            {imageBadge}
          </Box>
        )}
        {imageCorner && (
          <Box pos="absolute" bottom={10} style={{ insetInlineStart: 10 }}>
            {imageCorner}
          </Box>
        )}
        {unavailable && (
          <Box pos="absolute" inset={0} style={{ display: 'grid', placeItems: 'center' }}>
            <Badge size="lg" color="dark" variant="filled" radius="sm">
              {unavailableLabel}
            </Badge>
          </Box>
        )}
      </Card.Section>
      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <Title order={titleOrder} size="h4" lh={1.3}>
          {href ? (
            <Text component={Link} to={href} inherit c="inherit" td="none">
              {title}
            </Text>
          ) : (
            title
          )}
        </Title>
        {meta && (
          <Group gap="xs" wrap="wrap" c="dimmed" fz="sm">
            {meta}
          </Group>
        )}
        {description && (
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {description}
          </Text>
        )}
      </Stack>
      {(price || action) && (
        <Group justify="space-between" mt="md" wrap="nowrap" gap="sm">
          <Box>{price}</Box>
          {action}
        </Group>
      )}
    </Card>
  );
}
