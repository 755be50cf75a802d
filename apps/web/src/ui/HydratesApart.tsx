import { type ReactNode, Suspense } from 'react';

/**
 * Content that hydrates and commits as a unit of its own: React hydrates each Suspense boundary of a server-rendered
 * page separately, at idle priority, so a list of these takes the browser many short tasks instead of one long one
 * (issue #8: the meals list's hydration committed in one task of ~80 ms, ~0.3 s on a mid-range phone). Nothing in it
 * suspends.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
