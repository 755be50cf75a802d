import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { Header } from './Header';
import classes from './Layout.module.css';
import { useScrollRestoration } from './useScrollRestoration';

// The footer sits below the fold of every page with content; its code loads after the first paint.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** Skip link, header, one <main> landmark, footer: every page (UI.md Layout and Accessibility). */
export function Layout() {
  useScrollRestoration();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
