import type { TooltipProps } from '@mantine/core';
import { lazy, type ReactElement, Suspense } from 'react';

const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })));

/**
 * Mantine's Tooltip for controls of the first page: its positioning code (floating-ui) loads after the first paint,
 * and until then the control shows without it.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
