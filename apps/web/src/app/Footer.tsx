import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth';
import classes from './Footer.module.css';
import { shops } from './nav';

/** Static contact details (customer spec §1: the footer has quick links and static contact information). */
export const CONTACT = {
  address: '12 Nile Corniche, Garden City, Cairo, Egypt',
  phone: '+20 2 2794 5500',
  phoneHref: 'tel:+20227945500',
  email: 'hello@dishcraft.example',
} as const;

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/restaurants', label: 'Restaurants' },
  { to: '/meals', label: 'Meals' },
  { to: '/top-custom-meals', label: 'Top Custom Meals' },
  { to: '/cart', label: 'Cart' },
] as const;

export function Footer() {
  const { user } = useAuth();
  const links = shops(user) ? QUICK_LINKS : QUICK_LINKS.filter((link) => link.to !== '/cart');
  return (
    <footer className={classes.footer}>
      <Container px="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text className={classes.brand}>Dishcraft</Text>
            <Text size="sm" c="dimmed" maw={320}>
              Order from local restaurants, or build your own meal from their ingredients and share it with everyone.
            </Text>
          </Stack>
          <Stack gap="xs" component="nav" aria-label="Quick links">
            <Title order={2} size="h5">
              Quick links
            </Title>
            {links.map((link) => (
              <Link key={link.to} to={link.to} className={classes.link}>
                {link.label}
              </Link>
            ))}
          </Stack>
          <Stack gap="xs" component="address" style={{ fontStyle: 'normal' }}>
            <Title order={2} size="h5">
              Contact us
            </Title>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="dimmed">
                {CONTACT.address}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor href={CONTACT.phoneHref} className={classes.link}>
                {CONTACT.phone}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconMail size={16} aria-hidden />
              <Anchor href={`mailto:${CONTACT.email}`} className={classes.link}>
                {CONTACT.email}
              </Anchor>
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="xs" c="dimmed" ta="center">
          © {new Date().getFullYear()} Dishcraft. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
