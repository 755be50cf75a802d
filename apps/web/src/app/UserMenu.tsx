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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();

  const signOut = async () => {
    await logout();
    toast({ color: 'tomato', message: t('common.account.signedOut') });
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
            <Menu.Label>{t('common.account.signedInAs', { name: user.username })}</Menu.Label>
            <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
              {t('common.account.profile')}
            </Menu.Item>
            {user.user_type === 'customer' ? (
              <Menu.Item component={Link} to="/orders" leftSection={<IconReceipt size={16} aria-hidden />}>
                {t('common.account.myOrders')}
              </Menu.Item>
            ) : null}
            {user.user_type === 'restaurant' ? (
              <Menu.Item
                component={Link}
                to="/restaurant-dashboard"
                leftSection={<IconLayoutDashboard size={16} aria-hidden />}
              >
                {t('common.account.restaurantDashboard')}
              </Menu.Item>
            ) : null}
            {user.user_type === 'admin' ? (
              <Menu.Item component={Link} to="/admin-dashboard" leftSection={<IconShieldCog size={16} aria-hidden />}>
                {t('common.account.adminDashboard')}
              </Menu.Item>
            ) : null}
            <Menu.Divider />
            <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={signOut}>
              {t('common.account.logout')}
            </Menu.Item>
          </>
        ) : (
          <>
            <Menu.Item component={Link} to="/login" leftSection={<IconLogin size={16} aria-hidden />}>
              {t('common.account.login')}
            </Menu.Item>
            <Menu.Item component={Link} to="/register" leftSection={<IconUserPlus size={16} aria-hidden />}>
              {t('common.account.register')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
