import { type Language, STORAGE_KEYS, translator } from '@dishcraft/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { api, setUnauthorizedHandler } from './api';
import { useHydrated } from './hydration';
import { useLanguage } from './language';
import { activeLocale } from './locale';
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
  /** The sign-in page leading back to where the session ended under the page (a 401), until signed in again. */
  signInAgain: string | null;
}

const AuthContext = createContext<AuthValue | null>(null);

export const ME_KEY = ['me'] as const;

/** The sign-in page, coming back to `from` (a path of this app) once signed in again. */
export const loginPath = (from: string) => `/login?next=${encodeURIComponent(from)}`;

/** The language a user saved on their profile (issue #20), or null when they chose none. */
export function savedLanguage(user: User | null | undefined): Language | null {
  return user?.language ?? null;
}

/**
 * A signed-in user's saved language follows the header's switch: flipping it saves the new language on their profile,
 * so their next sign-in, e-mails and notifications speak it too. Only a change counts: a page that opens in another
 * language than the saved one (a cookie from before) leaves the profile alone.
 */
function useProfileFollowsLanguage(user: User | null, onSaved: (user: User) => void) {
  const { language } = useLanguage();
  const previous = useRef(language);
  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (!user || savedLanguage(user) === language) return;
    api<User>('/users/update-profile/', { method: 'POST', body: { language }, auth: true }).then(onSaved, () => {
      // the page's language already changed; the profile catches up the next time the user saves it
    });
  }, [language, user, onSaved]);
}

/**
 * Authentication state (customer spec §4): token in localStorage under `token`, the user from /users/me/. Every tab
 * follows the token, as the cart does (features/cart/store.ts): signing in or out in one is signed in or out in all.
 * A session that ends under the page (a 401 from the API) calls `onSignedOut` with the sign-in page that leads back.
 */
export function AuthProvider({
  children,
  onSignedOut,
}: {
  children: ReactNode;
  onSignedOut?: (loginPage: string) => void;
}) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => tokenStore.get());
  const [signInAgain, setSignInAgain] = useState<string | null>(null);
  const hydrated = useHydrated();
  const { language, setLanguage } = useLanguage();

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
      const { pathname, search, hash } = window.location;
      forget();
      // Calls still under way when the session ended fail too: the first one has already sent the visitor on.
      if (pathname === '/login') return;
      const page = loginPath(`${pathname}${search}${hash}`);
      // Set with the sign-out itself, so a login guard re-rendering at once sends to the same page (app/guards.tsx).
      setSignInAgain(page);
      onSignedOut?.(page);
    });
  }, [forget, onSignedOut]);

  // Another tab signed in or out (the storage event fires in every other tab of this origin; `key` null: cleared).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      const next = tokenStore.get();
      if (!next) return forget();
      setToken(next);
      setSignInAgain(null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [forget]);

  // A failed current-user fetch signs the user out (customer spec §4).
  useEffect(() => {
    if (me.isError) forget();
  }, [me.isError, forget]);

  const user = token && hydrated ? (me.data ?? null) : null;
  const remember = useCallback(
    (saved: User) => queryClient.setQueryData([...ME_KEY, token], saved),
    [queryClient, token],
  );
  useProfileFollowsLanguage(user, remember);

  const value = useMemo<AuthValue>(() => {
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
          fallback: translator(activeLocale().language)('auth.login.failed'),
        });
        tokenStore.set(next);
        const loaded = await api<User>('/users/me/');
        queryClient.setQueryData([...ME_KEY, next], loaded);
        setToken(next);
        setSignInAgain(null);
        // Signing in brings the user's own language, whatever this browser showed before.
        const saved = savedLanguage(loaded);
        if (saved && saved !== language) setLanguage(saved);
        return loaded;
      },
      async logout() {
        try {
          if (tokenStore.get()) await api('/token/revoke/', { method: 'POST' });
        } catch {
          // the token may already be dead; signing out locally is what matters
        }
        setSignInAgain(null);
        forget();
      },
      async refresh() {
        await queryClient.invalidateQueries({ queryKey: ME_KEY });
      },
      signInAgain,
    };
  }, [user, token, hydrated, me.isError, queryClient, forget, signInAgain, language, setLanguage]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
