import { AspectRatio, Center, Image } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { mediaSrcSet } from './mediaSrcSet';

/**
 * A food picture at a fixed ratio (4:3 unless told), lazy, with width and height so nothing shifts while it loads;
 * a placeholder of the same size when there is no picture, so cards with and without one line up (issue #19). `eager`: the picture is likely the page's largest paint, so the
 * browser fetches it at once and ahead of the rest. The browser picks the smallest of the server's copies that fills
 * `sizes` (default: the `width` given, in CSS px) at the screen's density.
 */
export function FoodImage({
  src,
  alt,
  width = 400,
  height = 300,
  ratio = 4 / 3,
  eager = false,
  sizes = `${width}px`,
}: {
  src: string | null | undefined;
  alt: string;
  width?: number;
  height?: number;
  ratio?: number;
  eager?: boolean;
  sizes?: string;
}) {
  return (
    <AspectRatio ratio={ratio} bg="var(--mantine-color-default-hover)">
      {src ? (
        <Image
          src={src}
          srcSet={mediaSrcSet(src)}
          sizes={sizes}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          fit="cover"
          // The height attribute is only the ratio's hint: as CSS it would fix the picture at `height` px whatever
          // the card's width, taller than the placeholder beside it.
          h="auto"
        />
      ) : (
        <Center bg="var(--mantine-color-default-hover)" c="dimmed" aria-hidden>
          <IconToolsKitchen2 size={40} stroke={1.4} aria-hidden />
        </Center>
      )}
    </AspectRatio>
  );
}
