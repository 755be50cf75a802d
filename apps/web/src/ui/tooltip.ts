// A module of its own so that the lazy import in DeferredTooltip fetches Tooltip alone, not all of @mantine/core.
export { Tooltip } from '@mantine/core';
