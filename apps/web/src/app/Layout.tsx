import { Box } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { AfterFirstScreen } from '../ui/AfterFirstScreen';
import { markFirstScreenShown } from '../ui/firstScreen';
import { Header } from './Header';
import classes from './Layout.module.css';
import { useScrollRestoration } from './useScrollRestoration';

// The footer sits below the fold of every page with content; its code loads after the first paint.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** Marks the first screen shown once it commits, i.e. once the screen beside it in the same Suspense has loaded. */
function Shown() {
  useEffect(markFirstScreenShown, []);
  return null;
}

/** Skip link, header, one <main> landmark, footer: every page (UI.md Layout and Accessibility). */
export function Layout() {
  useScrollRestoration();
  const { t } = useTranslation();
  // The footer waits for the first screen: shown beside the page loader it sat in view and jumped down when the
  // screen arrived (a layout shift of 0.6 in Lighthouse).
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className={classes.skip}>
        {t('common.skipToContent')}
      </a>
      <Header />
      <Box component="main" id="main" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <Shown />
        </Suspense>
      </Box>
      <AfterFirstScreen>
        <Footer />
      </AfterFirstScreen>
    </Box>
  );
}
