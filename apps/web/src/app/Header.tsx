import { UI_TIMING } from '@dishcraft/contract';
import { Badge, Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure, useIntersection } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
// The hook alone: the header loads it with the first page, without the address book's screens.
import { useDefaultArea } from '../features/addresses/useDefaultArea';
import { AreaButton } from '../features/areas/AreaButton';
import { useCartCount } from '../features/cart/store';
import { useNotificationStream } from '../features/notifications/useNotificationStream';
import { useAuth } from '../lib/auth';
import { AfterFirstScreen } from '../ui/AfterFirstScreen';
import { showChrome } from '../ui/firstScreen';
import classes from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS, shops } from './nav';
import { ThemeToggle } from './ThemeToggle';
import { UserMenuButton } from './UserMenuButton';

// The first page paints without the code of the header's popups (Mantine's Menu and Drawer with floating-ui,
// focus trapping and scroll locking): it loads once the first screen has shown (ui/firstScreen.ts), the account button
// standing in for its menu meanwhile (a click on it loads the chrome at once, then opens the menu once it is there).
// Only signed-in users see the bell; its list, live stream and relative times load with it.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const NavDrawer = lazy(() => import('./NavDrawer').then((m) => ({ default: m.NavDrawer })));
const NotificationBell = lazy(() =>
  import('../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCartCount();
  const { t } = useTranslation();
  return (
    <NavLink to="/cart" className={classes.cart} aria-label={t('common.nav.cartLabel', { count })} onClick={onNavigate}>
      <IconShoppingCart size={20} aria-hidden />
      <Text span inherit visibleFrom="md">
        {t('common.nav.cart')}
      </Text>
      {count > 0 ? (
        <Badge size="sm" circle={count < 10} className={classes.cartBadge} aria-hidden data-testid="cart-count">
          {count}
        </Badge>
      ) : null}
    </NavLink>
  );
}

/**
 * Logo left, navigation centre, cart, bell, theme and user menu right (UI.md Layout). Past 50 px of scrolling it
 * takes a raised style; below the md breakpoint the navigation folds into a drawer behind a burger.
 */
export function Header() {
  const { status, user } = useAuth();
  const { t } = useTranslation();
  const canShop = shops(user);
  // The stream opens with the page, not with the bell loaded after the first paint: a notification sent
  // in between would otherwise never arrive live.
  useNotificationStream();
  // A signed-in customer with no area chosen starts with their default address's area.
  useDefaultArea();
  // Past the first UI_TIMING.headerScrollPx of the page, told by an observer of a strip that tall at its top: reading
  // the scroll position as the page is taken over made the browser lay the whole page out there and then, in one task
  // (issue #8: ~140 ms on a mid-range phone).
  const { ref: top, entry } = useIntersection<HTMLDivElement>();
  const [drawerOpen, drawer] = useDisclosure(false);
  const location = useLocation();
  const cartCount = useCartCount();
  const scrolled = entry !== null && !entry.isIntersecting;
  const [menuRequested, setMenuRequested] = useState(false);
  const accountButton = (
    <UserMenuButton
      onClick={() => {
        setMenuRequested(true);
        showChrome();
      }}
    />
  );

  // Following a link (or the browser's back button) closes the drawer.
  const closeDrawer = drawer.close;
  useEffect(() => {
    closeDrawer();
  }, [location.pathname, closeDrawer]);

  return (
    <>
      <div ref={top} className={classes.top} style={{ height: UI_TIMING.headerScrollPx }} aria-hidden />
      <Box component="header" className={classes.header} data-scrolled={scrolled || undefined}>
        <Container className={classes.inner} px="md">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
            <Group gap="xs" wrap="nowrap">
              <Burger
                opened={drawerOpen}
                onClick={drawer.toggle}
                hiddenFrom="md"
                size="sm"
                aria-label={drawerOpen ? t('common.nav.closeNavigation') : t('common.nav.openNavigation')}
                aria-expanded={drawerOpen}
                aria-controls="site-navigation-drawer"
              />
              <Link to="/" className={classes.logo}>
                {t('common.brand')}
              </Link>
            </Group>

            <Group component="nav" aria-label={t('common.nav.main')} gap={4} wrap="nowrap" visibleFrom="md">
              {NAV_LINKS.map((link) => (
                <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
                  {t(`common.nav.${link.name}`)}
                </NavLink>
              ))}
            </Group>

            <Group gap={4} wrap="nowrap">
              {canShop ? (
                <Box visibleFrom="sm">
                  <AreaButton />
                </Box>
              ) : null}
              {canShop ? <CartLink /> : null}
              {status === 'authenticated' ? (
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              ) : null}
              {/* On phones the switch lives in the navigation drawer: a signed-in header with a cart count has no
                  room left at 390 px (issue #20). */}
              <Box visibleFrom="sm">
                <LanguageSwitch />
              </Box>
              <ThemeToggle />
              <AfterFirstScreen fallback={accountButton}>
                <UserMenu defaultOpened={menuRequested} />
              </AfterFirstScreen>
            </Group>
          </Group>
        </Container>

        <AfterFirstScreen>
          <NavDrawer opened={drawerOpen} onClose={drawer.close} cartCount={canShop ? cartCount : null} />
        </AfterFirstScreen>
      </Box>
      {/* Phones: the area under the header, which has no room left for it at 390 px; it scrolls away with the page. */}
      {canShop ? (
        <Box hiddenFrom="sm" className={classes.areaStrip}>
          <Container px="md">
            <AreaButton strip />
          </Container>
        </Box>
      ) : null}
    </>
  );
}
