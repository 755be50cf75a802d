import type { TooltipProps } from '@mantine/core';
import { lazy, type ReactElement, Suspense } from 'react';
import { useFirstScreenShown } from './firstScreen';

const Tooltip = lazy(() => import('./tooltip').then((m) => ({ default: m.Tooltip })));

/**
 * Mantine's Tooltip for controls of the first page: its positioning code (floating-ui) loads once the first screen
 * has shown (firstScreen.ts), and until then the control shows without it.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const screenShown = useFirstScreenShown();
  if (!screenShown) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
