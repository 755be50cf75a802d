import { Box, Text } from '@mantine/core';

export function Footer() {
  return (
    <Box component="footer" p="md">
      <Text size="sm" c="dimmed">
        © Dishcraft
      </Text>
    </Box>
  );
}
