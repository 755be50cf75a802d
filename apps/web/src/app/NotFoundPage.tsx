import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChefHat, IconHome, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Any unknown path (customer spec §2): titled Page Not Found, with a link to the homepage. */
export function NotFoundPage() {
  return (
    <Container size="sm" px="md" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={88} radius="50%" variant="light" aria-hidden>
          <IconChefHat size={48} stroke={1.5} />
        </ThemeIcon>
        <Text fz={{ base: 48, sm: 64 }} fw={800} c="tomato" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed" maw={420}>
          This dish is not on the menu. The page may have moved, or the address may be mistyped.
        </Text>
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            Go to the homepage
          </Button>
          <Button
            component={Link}
            to="/restaurants"
            variant="default"
            leftSection={<IconToolsKitchen2 size={18} aria-hidden />}
          >
            Browse restaurants
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
