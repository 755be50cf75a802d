import { type RegisterInput, translator } from '@dishcraft/contract';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../lib/auth';
import { ApiError, api } from '../../lib/api';
import { activeLocale } from '../../lib/locale';
import type { User } from '../../lib/types';

/** RegistrationOut (API.md §2.3). */
export type RegisteredUser = Pick<
  User,
  'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'user_type' | 'phone_number' | 'address'
>;

/** Sign in through the auth provider; the error carries the server's message or 'Login failed.'. */
export function useLogin() {
  const { login } = useAuth();
  return useMutation({
    mutationFn: ({ username, password }: { username: string; password: string }) => login(username, password),
  });
}

/** `POST /api/users/register/`: 400 bodies carry `{ field: [messages] }`. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api<RegisteredUser>('/users/register/', {
        method: 'POST',
        body: input,
        fallback: translator(activeLocale().language)('auth.register.failed'),
      }),
  });
}

/**
 * The password-reset endpoints answer errors as `{ "error": "..." }` (API.md §1.6); anything else shows the
 * spec's fallback (customer spec §8).
 */
export function resetErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const message = (error.body as { error?: unknown }).error;
    if (typeof message === 'string' && message) return message;
  }
  return translator(activeLocale().language)('auth.reset.failed');
}

/** `POST /api/users/password-reset/`: always 200 for a well-formed address, whether or not it has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ message: string }>('/users/password-reset/', { method: 'POST', body: { email } }),
  });
}

export interface ResetConfirmInput {
  uid: string;
  token: string;
  new_password: string;
  confirm_password: string;
}

/** `POST /api/users/password-reset-confirm/`. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: ResetConfirmInput) =>
      api<{ message: string }>('/users/password-reset-confirm/', { method: 'POST', body: input }),
  });
}
