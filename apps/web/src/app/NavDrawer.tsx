import { Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './Header.module.css';
import { LanguageSwitch } from './LanguageSwitch';
import { NAV_LINKS } from './nav';

/** The navigation below the md breakpoint, behind the header's burger; no cart link when `cartCount` is null. */
export function NavDrawer({
  opened,
  onClose,
  cartCount,
}: {
  opened: boolean;
  onClose: () => void;
  cartCount: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      id="site-navigation-drawer"
      opened={opened}
      onClose={onClose}
      title={t('common.brand')}
      closeButtonProps={{ 'aria-label': t('common.nav.closeNavigation') }}
      size="xs"
      hiddenFrom="md"
      padding="md"
    >
      <Stack component="nav" aria-label={t('common.nav.main')} gap={4}>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={classes.drawerLink} onClick={onClose}>
            {t(`common.nav.${link.name}`)}
          </NavLink>
        ))}
        {cartCount === null ? null : (
          <>
            <Divider my="xs" />
            <NavLink to="/cart" className={classes.drawerLink} onClick={onClose}>
              <IconShoppingCart size={18} aria-hidden />{' '}
              {cartCount > 0 ? t('common.nav.cartWithCount', { count: cartCount }) : t('common.nav.cart')}
            </NavLink>
          </>
        )}
      </Stack>
      <Divider my="xs" />
      <Group justify="space-between" wrap="nowrap" px={14}>
        <Text size="sm" c="dimmed">
          {t('common.language')}
        </Text>
        <LanguageSwitch />
      </Group>
    </Drawer>
  );
}
