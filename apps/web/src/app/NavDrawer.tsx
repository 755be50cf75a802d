import { Divider, Drawer, Stack } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import classes from './Header.module.css';
import { itemsLabel, NAV_LINKS } from './nav';

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
  return (
    <Drawer
      id="site-navigation-drawer"
      opened={opened}
      onClose={onClose}
      title="Dishcraft"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
      size="xs"
      hiddenFrom="md"
      padding="md"
    >
      <Stack component="nav" aria-label="Main" gap={4}>
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={classes.drawerLink} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
        {cartCount === null ? null : (
          <>
            <Divider my="xs" />
            <NavLink to="/cart" className={classes.drawerLink} onClick={onClose}>
              <IconShoppingCart size={18} aria-hidden /> Cart{cartCount > 0 ? ` (${itemsLabel(cartCount)})` : ''}
            </NavLink>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
