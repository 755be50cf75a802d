import type { UserType } from '@dishcraft/contract';
import { Center, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth';

function Loading() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" me="sm" />
      <Text>{t('common.loadingDots')}</Text>
    </Center>
  );
}

/**
 * Login guard (customer spec §2, owner/admin spec §2): 'Loading...' while authentication loads,
 * then /login for visitors. With `roles`, signed-in users of other types go to /.
 */
export function RequireAuth({ children, roles }: { children: ReactNode; roles?: UserType[] }) {
  const { status, user, signInAgain } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  // A session that ended under this page (a 401) signs in again at ?next= (lib/auth.tsx), the same page the
  // sign-out itself goes to; a visitor arriving signed out carries the way back in the navigation's state.
  if (signInAgain && (status === 'anonymous' || !user)) return <Navigate to={signInAgain} replace />;
  if (status === 'anonymous' || !user)
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  if (roles && !roles.includes(user.user_type)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
