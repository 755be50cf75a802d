import type { TooltipProps } from '@mantine/core';
import { lazy, type ReactElement } from 'react';
import { AfterFirstScreen } from './AfterFirstScreen';

const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })));

/**
 * Mantine's Tooltip for controls of the first page: its positioning code (floating-ui) loads once the first screen
 * has shown (firstScreen.ts), and until then the control shows without it.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  return (
    <AfterFirstScreen fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </AfterFirstScreen>
  );
}
