import { Anchor, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../lib/auth';
import classes from './Footer.module.css';
import { shops } from './nav';

/**
 * Static contact details (customer spec §1: the footer has quick links and static contact information); the address
 * is words, so it is in the catalogues (`common.footer.address`).
 */
export const CONTACT = {
  phone: '+20 2 2794 5500',
  phoneHref: 'tel:+20227945500',
  email: 'hello@dishcraft.example',
} as const;

const QUICK_LINKS = [
  { to: '/', name: 'home' },
  { to: '/restaurants', name: 'restaurants' },
  { to: '/meals', name: 'meals' },
  { to: '/top-custom-meals', name: 'topCustomMeals' },
  { to: '/cart', name: 'cart' },
] as const;

export function Footer() {
  const { user } = useAuth();
  const { t } = useTranslation();
  const links = shops(user) ? QUICK_LINKS : QUICK_LINKS.filter((link) => link.to !== '/cart');
  return (
    <footer className={classes.footer}>
      <Container px="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="xs">
            <Text className={classes.brand}>{t('common.brand')}</Text>
            <Text size="sm" c="dimmed" maw={320}>
              {t('common.footer.tagline')}
            </Text>
          </Stack>
          <Stack gap="xs" component="nav" aria-label={t('common.footer.quickLinks')}>
            <Title order={2} size="h5">
              {t('common.footer.quickLinks')}
            </Title>
            {links.map((link) => (
              <Link key={link.to} to={link.to} className={classes.link}>
                {t(`common.nav.${link.name}`)}
              </Link>
            ))}
          </Stack>
          <Stack gap="xs" component="address" style={{ fontStyle: 'normal' }}>
            <Title order={2} size="h5">
              {t('common.footer.contactUs')}
            </Title>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
              <Text size="sm" c="dimmed">
                {t('common.footer.address')}
              </Text>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={16} aria-hidden />
              <Anchor href={CONTACT.phoneHref} className={classes.link} dir="ltr">
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
          {t('common.footer.rights', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
