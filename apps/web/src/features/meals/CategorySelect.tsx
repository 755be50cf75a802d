import { Select } from '@mantine/core';

/**
 * Mantine's Select in a module of its own, imported by CategoryFilter once the meals list has rendered: it brings the
 * overlays chunk.
 */
export const CategorySelect = Select;
