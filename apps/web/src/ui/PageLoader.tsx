import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py={80} role="status" aria-label="Loading">
      <Loader />
    </Center>
  );
}
