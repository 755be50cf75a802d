import { Box, Center, Image } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import classes from './CoverBanner.module.css';
import { mediaSrcSet } from './mediaSrcSet';

/**
 * A restaurant's cover as a banner across its box (edge to edge, cut to the banner's ratio; see the stylesheet), or
 * a soft placeholder of the same size when it has none or is still loading. `eager`: the page's largest paint.
 */
export function CoverBanner({
  src,
  alt,
  eager = false,
}: {
  src: string | null | undefined;
  alt: string;
  eager?: boolean;
}) {
  return (
    <Box className={classes.banner} data-testid="cover-banner">
      {src ? (
        <Image
          src={src}
          srcSet={mediaSrcSet(src)}
          // The banner spans the page's 1200 px container, or the screen below it.
          sizes="(min-width: 75em) 1200px, 100vw"
          alt={alt}
          width={1600}
          height={900}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          fit="cover"
          w="100%"
          h="100%"
        />
      ) : (
        <Center h="100%" c="dimmed" aria-hidden>
          <IconToolsKitchen2 size={48} stroke={1.2} />
        </Center>
      )}
    </Box>
  );
}
