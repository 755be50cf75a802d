import { type ReactNode, Suspense } from 'react';
import { useFirstScreenShown } from './firstScreen';

/**
 * Lazy chrome (toasts, modals, menus, drawer, tooltip, footer) rendered only once the first screen has shown
 * (firstScreen.ts); `fallback` stands in before that and while its code loads.
 */
export function AfterFirstScreen({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const shown = useFirstScreenShown();
  if (!shown) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
