import type { TooltipProps } from '@mantine/core';
import { type ComponentType, type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFirstScreenShown } from './firstScreen';
import classes from './DeferredTooltip.module.css';

type Tooltip = ComponentType<TooltipProps & { children: ReactElement }>;
let loaded: Tooltip | null = null;
const loadTooltip = () => import('./tooltip').then((m) => (loaded = m.Tooltip as Tooltip));

/**
 * Mantine's Tooltip for controls of the first page: its positioning code (floating-ui) loads once the first screen
 * has shown (firstScreen.ts), and until then the control shows without it. Wrapping the control in the Tooltip makes
 * React build it anew, so that happens once, when the code is in (a Suspense fallback in between built it twice, and
 * a click landing on the control as it was swapped was lost), and focus stays on it.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps & { children: ReactElement }) {
  const shown = useFirstScreenShown();
  const [Tooltip, setTooltip] = useState(() => loaded);
  const box = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (!shown || Tooltip) return;
    let live = true;
    void loadTooltip().then((next) => {
      if (!live) return;
      hadFocus.current = box.current?.contains(document.activeElement) ?? false;
      setTooltip(() => next);
    });
    return () => {
      live = false;
    };
  }, [shown, Tooltip]);

  useLayoutEffect(() => {
    if (!Tooltip || !hadFocus.current) return;
    hadFocus.current = false;
    box.current?.querySelector<HTMLElement>('button, a, input, [tabindex]')?.focus();
  }, [Tooltip]);

  return (
    <span ref={box} className={classes.box}>
      {Tooltip ? <Tooltip {...props}>{children}</Tooltip> : children}
    </span>
  );
}
