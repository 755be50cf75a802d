import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { LanguageProvider } from '../../lib/language';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { redirectTarget } from './safe-redirect';

/** The server is the one outside boundary: answer `fetch` per path. */
function serverAnswers(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[url.replace(/\?.*$/, '')] ?? { status: 404, body: { detail: 'Not found.' } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

function renderAt(path: string, routes: { path: string; element: ReactNode }[]) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p>elsewhere</p> }, { path: '/', element: <p>home page</p> }],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <LanguageProvider settings={{ language: 'en', currency: 'EGP', timeZone: 'UTC' }}>
        <QueryClientProvider client={client}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </LanguageProvider>
    </MantineProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('redirectTarget', () => {
  it('returns to an in-app path the guard came from, never elsewhere', () => {
    expect(redirectTarget({ from: '/orders/3?x=1' })).toBe('/orders/3?x=1');
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: '/login' })).toBe('/');
    expect(redirectTarget({ from: '/reset-password/a/b' })).toBe('/');
  });

  it('returns to ?next= (where a session ended) under the same rules', () => {
    expect(redirectTarget(null, '?next=%2Fcheckout%3Fstep%3D2')).toBe('/checkout?step=2');
    expect(redirectTarget(null, '?next=%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget(null, '?next=%2F%5Cevil.example')).toBe('/');
    expect(redirectTarget(null, '?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(redirectTarget(null, '?next=%2Flogin')).toBe('/');
    expect(redirectTarget({ from: '/orders' }, '?next=%2Fcheckout')).toBe('/orders');
  });
});

describe('RegisterPage', () => {
  it('validates every field on submit and focuses the first invalid one without calling the server', async () => {
    const calls = serverAnswers({});
    renderAt('/register', [{ path: '/register', element: <RegisterPage /> }]);
    fireEvent.change(await screen.findByLabelText(/Last name/), { target: { value: 'Nabil' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Username is required')).toBeTruthy();
    for (const message of ['Email is required', 'First name is required', 'Password is required']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Last name is required')).toBeNull();
    await waitFor(() => expect(document.activeElement?.id).toBe('register-username'));
    expect(calls).toHaveLength(0);
  });

  it("puts the server's field errors under their fields and keeps the visitor on the form", async () => {
    const calls = serverAnswers({
      '/api/users/register/': {
        status: 400,
        body: {
          email: ['A user with this email already exists.'],
          username: ['A user with that username already exists.'],
        },
      },
    });
    const router = renderAt('/register', [{ path: '/register', element: <RegisterPage /> }]);
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText(/Username/);
    fill(/Username/, 'sara');
    fill(/^Email/, 'sara@example.com');
    fill(/First name/, 'Sara');
    fill(/Last name/, 'Ali');
    fill(/^Password/, 'Secret123');
    fill(/Confirm password/, 'Secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('A user with this email already exists.')).toBeTruthy();
    expect(screen.getByText('A user with that username already exists.')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ username: 'sara', user_type: 'customer', phone_number: '' });
    await waitFor(() => expect(document.activeElement?.id).toBe('register-username'));
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('LoginPage', () => {
  it('links to registration with the link text inside the link', async () => {
    serverAnswers({});
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const link = await screen.findByRole('link', { name: 'Create an account' });
    expect(link.getAttribute('href')).toBe('/register');
  });

  it("shows the server's message when the credentials are refused", async () => {
    serverAnswers({
      '/api/token/': { status: 400, body: { non_field_errors: ['Unable to log in with provided credentials.'] } },
    });
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'sara' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to log in with provided credentials.');
  });

  it("falls back to 'Login failed.' when the server gives no message", async () => {
    serverAnswers({ '/api/token/': { status: 500, body: '' } });
    renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: 'sara' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'whatever' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Login failed.');
  });

  it('sends an authenticated visitor to /', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    serverAnswers({ '/api/users/me/': { status: 200, body: { id: 1, username: 'sara', user_type: 'customer' } } });
    const router = renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('ForgotPasswordPage', () => {
  it("shows the response's error field", async () => {
    serverAnswers({ '/api/users/password-reset/': { status: 400, body: { error: 'Email is required' } } });
    renderAt('/forgot-password', [{ path: '/forgot-password', element: <ForgotPasswordPage /> }]);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Email is required');
  });

  it("confirms with 'Check Your Email'", async () => {
    serverAnswers({ '/api/users/password-reset/': { status: 200, body: { message: 'sent' } } });
    renderAt('/forgot-password', [{ path: '/forgot-password', element: <ForgotPasswordPage /> }]);
    fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
  });
});
