import { lazy } from 'react';

/**
 * The dashboards' daily charts, loaded with the first dashboard that shows them: their chart library is
 * ~200 KB gzipped, and under ui/ the build's shared `ui` chunk (which every lazy screen loads) would carry it.
 */
export const DailyCharts = lazy(() => import('./DailyCharts'));
