/**
 * Where to go after signing in: the page the login guard came from (`state.from`), or the page a session ended on
 * (`?next=`, lib/auth.tsx), if it is a path inside this app and not a sign-in page itself, otherwise the home page.
 */
export function redirectTarget(state: unknown, search = ''): string {
  const from = (state as { from?: unknown } | null)?.from ?? new URLSearchParams(search).get('next');
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return '/';
  const path = from.split(/[?#]/)[0] ?? '';
  if (['/login', '/register', '/forgot-password'].includes(path) || path.startsWith('/reset-password')) return '/';
  return from;
}
