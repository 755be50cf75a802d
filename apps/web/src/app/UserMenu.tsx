import { AUTH_UI_MESSAGES } from '@dishcraft/contract';
import { Menu } from '@mantine/core';
import {
  IconLayoutDashboard,
  IconLogin,
  IconLogout,
  IconReceipt,
  IconShieldCog,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../lib/auth';
import { toast } from '../ui/toast';
import { UserMenuButton } from './UserMenuButton';

/**
 * The account menu: profile, orders or dashboard by role, and logout; Login and Register for visitors.
 * `defaultOpened`: the account button was clicked before this code had loaded.
 */
export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { status, user, logout } = useAuth();
  const navigate = useNavigate();

  const signOut = async () => {
    await logout();
    toast({ color: 'tomato', message: AUTH_UI_MESSAGES.signedOut });
    navigate('/login');
  };

  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton />
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
