import { AUTH_UI_MESSAGES, UI_TIMING } from '@dishcraft/contract';
import {
  Avatar,
  Badge,
  Box,
  Burger,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconReceipt,
  IconShieldCog,
  IconShoppingCart,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useCartCount } from '../features/cart/store';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useAuth } from './auth';
import classes from './Header.module.css';
import { ThemeToggle } from './ThemeToggle';

/** The header's navigation (customer spec §2 Header); Cart sits on the right with its count. */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/restaurants', label: 'Restaurants', end: false },
  { to: '/meals', label: 'Meals', end: false },
  { to: '/top-custom-meals', label: 'Top Custom Meals', end: false },
] as const;

const itemsLabel = (count: number) => `${count} item${count === 1 ? '' : 's'}`;

function CartLink({ onNavigate }: { onNavigate?: () => void }) {
  const count = useCartCount();
  return (
    <NavLink to="/cart" className={classes.cart} aria-label={`Cart, ${itemsLabel(count)}`} onClick={onNavigate}>
      <IconShoppingCart size={20} aria-hidden />
      <Text span inherit visibleFrom="md">
        Cart
      </Text>
      {count > 0 ? (
        <Badge size="sm" circle={count < 10} className={classes.cartBadge} aria-hidden data-testid="cart-count">
          {count}
        </Badge>
      ) : null}
    </NavLink>
  );
}

function UserMenu() {
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();
  const name = user?.username ?? AUTH_UI_MESSAGES.anonymousName;

  const signOut = async () => {
    await logout();
    notifications.show({ message: AUTH_UI_MESSAGES.signedOut });
    navigate('/login');
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton} aria-label={`${name}: account menu`}>
          <Group gap={8} wrap="nowrap">
            <Avatar
              src={user?.profile_picture ?? null}
              alt=""
              name={user ? name : undefined}
              color="tomato"
              variant="filled"
              size={32}
              radius="xl"
            >
              {user ? undefined : <IconUser size={18} aria-hidden />}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={140} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {status === 'authenticated' && user ? (
          <>
            <Menu.Label>Signed in as {user.username}</Menu.Label>
            <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
              Profile
            </Menu.Item>
            {user.user_type === 'customer' ? (
              <Menu.Item component={Link} to="/orders" leftSection={<IconReceipt size={16} aria-hidden />}>
                My Orders
              </Menu.Item>
            ) : null}
            {user.user_type === 'restaurant' ? (
              <Menu.Item
                component={Link}
                to="/restaurant-dashboard"
                leftSection={<IconLayoutDashboard size={16} aria-hidden />}
              >
                Restaurant Dashboard
              </Menu.Item>
            ) : null}
            {user.user_type === 'admin' ? (
              <Menu.Item component={Link} to="/admin-dashboard" leftSection={<IconShieldCog size={16} aria-hidden />}>
                Admin Dashboard
              </Menu.Item>
            ) : null}
            <Menu.Divider />
            <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
              Logout
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to="/login" leftSection={<IconLogin size={16} aria-hidden />}>
              Login
            </Menu.Item>
            <Menu.Item component={Link} to="/register" leftSection={<IconUserPlus size={16} aria-hidden />}>
              Register
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Logo left, navigation centre, cart, bell, theme and user menu right (UI.md Layout). Past 50 px of scrolling it
 * takes a raised style; below the md breakpoint the navigation folds into a drawer behind a burger.
 */
export function Header() {
  const { status } = useAuth();
  const [scroll] = useWindowScroll();
  const [drawerOpen, drawer] = useDisclosure(false);
  const location = useLocation();
  const cartCount = useCartCount();
  const scrolled = scroll.y > UI_TIMING.headerScrollPx;

  // Following a link (or the browser's back button) closes the drawer.
  const closeDrawer = drawer.close;
  useEffect(() => {
    closeDrawer();
  }, [location.pathname, closeDrawer]);

  return (
    <Box component="header" className={classes.header} data-scrolled={scrolled || undefined}>
      <Container className={classes.inner} px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpen}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
              aria-expanded={drawerOpen}
              aria-controls="site-navigation-drawer"
            />
            <Link to="/" className={classes.logo}>
              Dishcraft
            </Link>
          </Group>

          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="md">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>

          <Group gap={4} wrap="nowrap">
            <CartLink />
            {status === 'authenticated' ? <NotificationBell /> : null}
            <ThemeToggle />
            <UserMenu />
          </Group>
        </Group>
      </Container>

      <Drawer
        id="site-navigation-drawer"
        opened={drawerOpen}
        onClose={drawer.close}
        title="Dishcraft"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
        size="xs"
        hiddenFrom="md"
        padding="md"
      >
        <Stack component="nav" aria-label="Main" gap={4}>
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={classes.drawerLink} onClick={drawer.close}>
              {link.label}
            </NavLink>
          ))}
          <Divider my="xs" />
          <NavLink to="/cart" className={classes.drawerLink} onClick={drawer.close}>
            <IconShoppingCart size={18} aria-hidden /> Cart{cartCount > 0 ? ` (${itemsLabel(cartCount)})` : ''}
          </NavLink>
        </Stack>
      </Drawer>
    </Box>
  );
}
