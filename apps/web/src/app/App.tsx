import '@fontsource-variable/inter';
// Arabic in two static weights (49 and 50 KB of Arabic glyphs) rather than the variable font (166 KB): text is 400,
// headings and buttons 700 (600 falls to 700, 500 to 400).
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useNavigate } from 'react-router';
import { AuthProvider } from '../lib/auth';
import { HydrationProvider } from '../lib/hydration';
import { LanguageProvider } from '../lib/language';
import type { LocaleSettings } from '../lib/locale';
import { AfterFirstScreen } from '../ui/AfterFirstScreen';
import { cookieColorSchemeManager } from './colorScheme';
import { AppRoutes } from './router';
import { cssVariablesResolver, themeWith } from './theme';

const colorSchemeManager = cookieColorSchemeManager();

// Toasts and confirm modals are driven by Mantine's global store and window events, not by React context, so
// their hosts need not wrap the page: they load once the first screen has shown (ui/firstScreen.ts). Toasts shown
// meanwhile wait in the store; confirm modals opened meanwhile wait in ui/confirm.ts.
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));
const ModalsHost = lazy(() => import('./ModalsHost').then((m) => ({ default: m.ModalsHost })));

/** Auth for everything inside the router: a session that ends (a 401 from the API) goes to /login, and back. */
function SignedOutToLogin({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <AuthProvider onSignedOut={(loginPage) => navigate(loginPage)}>{children}</AuthProvider>;
}

/** Mantine in the page's language: the theme names icon-only close buttons in it. */
function Mantine({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeWith({ closeLabel }), [closeLabel]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
    >
      {children}
    </MantineProvider>
  );
}

/**
 * The whole app. The browser's router by default; the server renders a page with a router fixed on its address
 * (entry-server.tsx), and with its query cache, which the page in the browser then starts from.
 */
export function App({
  queryClient,
  locale,
  Router = BrowserRouter,
}: {
  queryClient: QueryClient;
  /** The page's language and currency, as the server wrote them on <html> (or rendered it in). */
  locale: LocaleSettings;
  Router?: ComponentType<{ children: ReactNode }>;
}) {
  return (
    <LanguageProvider settings={locale}>
      <Mantine>
        <AfterFirstScreen>
          <Toasts />
        </AfterFirstScreen>
        <QueryClientProvider client={queryClient}>
          <HydrationProvider>
            <Router>
              <SignedOutToLogin>
                <AppRoutes />
                <AfterFirstScreen>
                  <ModalsHost />
                </AfterFirstScreen>
              </SignedOutToLogin>
            </Router>
          </HydrationProvider>
        </QueryClientProvider>
      </Mantine>
    </LanguageProvider>
  );
}
