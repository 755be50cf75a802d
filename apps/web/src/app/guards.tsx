import type { UserType } from '@dishcraft/contract';
import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';

function Loading() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" mr="sm" />
      <Text>Loading...</Text>
    </Center>
  );
}

/**
 * Login guard (customer spec §2, owner/admin spec §2): 'Loading...' while authentication loads,
 * then /login for visitors. With `roles`, signed-in users of other types go to /.
 */
export function RequireAuth({ children, roles }: { children: ReactNode; roles?: UserType[] }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (status === 'anonymous' || !user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  if (roles && !roles.includes(user.user_type)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
