import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

export function Header() {
  return (
    <Group component="header" px="md" h={64} justify="space-between">
      <Anchor component={Link} to="/" fw={800} fz="xl">
        Dishcraft
      </Anchor>
    </Group>
  );
}
