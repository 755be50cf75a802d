import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, setUnauthorizedHandler } from './api';
import { useHydrated } from './hydration';
import { tokenStore } from './storage';
import type { User } from './types';

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

interface AuthValue {
  status: AuthStatus;
  user: User | null;
  token: string | null;
  /** Signs in and loads the user; throws ApiError with the server's message on failure. */
  login(username: string, password: string): Promise<User>;
  /** Revokes the token on the server, forgets it here. */
  logout(): Promise<void>;
  /** Reloads the current user (after a profile change). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

export const ME_KEY = ['me'] as const;

/** Authentication state (customer spec §4): token in localStorage under `token`, the user from /users/me/. */
export function AuthProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut?: () => void }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStore.get());
  const hydrated = useHydrated();

  const me = useQuery({
    queryKey: [...ME_KEY, token],
    queryFn: () => api<User>('/users/me/'),
    enabled: !!token,
    retry: false,
    staleTime: 60_000,
  });

  // Signing out drops every cached answer, not only the user: orders, profile and notifications fetched with
  // the old token must never show to whoever signs in next on this browser.
  const forget = useCallback(() => {
    tokenStore.clear();
    setToken(null);
    queryClient.removeQueries();
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      forget();
      onSignedOut?.();
    });
  }, [forget, onSignedOut]);

  // A failed current-user fetch signs the user out (customer spec §4).
  useEffect(() => {
    if (me.isError) forget();
  }, [me.isError, forget]);

  const value = useMemo<AuthValue>(() => {
    const user = token && hydrated ? (me.data ?? null) : null;
    // Still loading until hydrated (see useHydrated), and while a token's user is on its way.
    const loading = !hydrated || (!!token && !user && !me.isError);
    const status: AuthStatus = user ? 'authenticated' : loading ? 'loading' : 'anonymous';
    return {
      status,
      user,
      token: hydrated ? token : null,
      async login(username, password) {
        const { token: next } = await api<{ token: string }>('/token/', {
          method: 'POST',
          body: { username, password },
          fallback: 'Login failed.',
        });
        tokenStore.set(next);
        const loaded = await api<User>('/users/me/');
        queryClient.setQueryData([...ME_KEY, next], loaded);
        setToken(next);
        return loaded;
      },
      async logout() {
        try {
          if (tokenStore.get()) await api('/token/revoke/', { method: 'POST' });
        } catch {
          // the token may already be dead; signing out locally is what matters
        }
        forget();
      },
      async refresh() {
        await queryClient.invalidateQueries({ queryKey: ME_KEY });
      },
    };
  }, [token, hydrated, me.data, me.isError, queryClient, forget]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
