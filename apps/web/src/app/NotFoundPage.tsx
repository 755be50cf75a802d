import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChefHat, IconHome, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path (customer spec §2): titled Page Not Found, with a link to the homepage. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" px="md" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={88} radius="50%" variant="light" aria-hidden>
          <IconChefHat size={48} stroke={1.5} />
        </ThemeIcon>
        <Text fz={{ base: 48, sm: 64 }} fw={800} c="tomato" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('common.notFound.title')}</Title>
        <Text c="dimmed" maw={420}>
          {t('common.notFound.text')}
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            {t('common.notFound.home')}
          </Button>
          <Button
            component={Link}
            to="/restaurants"
            variant="default"
            leftSection={<IconToolsKitchen2 size={18} aria-hidden />}
          >
            {t('common.notFound.browse')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
