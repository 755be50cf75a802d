import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { LanguageProvider } from '../../lib/language';
import { HeartButton } from './HeartButton';

const me = (userType: string) => ({
  id: 5,
  username: 'sara',
  email: 'sara@example.com',
  first_name: 'Sara',
  last_name: 'Ali',
  user_type: userType,
  profile: { language: 'en' },
});
const hearted = (restaurant: number) => ({
  id: 90 + restaurant,
  restaurant,
  meal: null,
  restaurant_details: null,
  meal_details: null,
  created_at: '2026-01-01T00:00:00Z',
});

/** The server is the one outside boundary; `favourite` answers the heart's POST or DELETE when the test says so. */
function server(userType: string | null, writeStatus = 201) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let reads = 0;
  let release: () => void = () => {};
  const written = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/users/me/') return json(me(userType ?? 'customer'));
      // Read again after a write, the list never comes: what the heart shows then is its own doing.
      if (method === 'GET') return reads++ === 0 ? json([hearted(3)]) : new Promise<Response>(() => {});
      await written;
      return writeStatus === 204 ? new Response(null, { status: 204 }) : json(hearted(4), writeStatus);
    }),
  );
  if (userType) localStorage.setItem('token', 'a'.repeat(40));
  else localStorage.removeItem('token');
  return { calls, release };
}

function renderHearts() {
  const page = (
    <>
      <HeartButton kind="restaurant" id={3} name="Nile Kitchen" />
      <HeartButton kind="restaurant" id={4} name="Koshari Corner" />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/restaurants?area=2'] });
  render(
    <MantineProvider>
      <Notifications />
      <LanguageProvider settings={{ language: 'en', currency: 'EGP', timeZone: 'UTC' }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </QueryClientProvider>
      </LanguageProvider>
    </MantineProvider>,
  );
}

const heart = (name: string) => screen.findByRole('button', { name: `Save ${name} to favourites` });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('HeartButton', () => {
  it("shows each heart's pressed state from one request for the whole page", async () => {
    const { calls } = server('customer');
    renderHearts();
    await waitFor(async () => expect((await heart('Nile Kitchen')).getAttribute('aria-pressed')).toBe('true'));
    expect((await heart('Koshari Corner')).getAttribute('aria-pressed')).toBe('false');
    expect(calls.filter((c) => c.url === '/api/users/favourites/')).toHaveLength(1);
  });

  it('is pressed at once when clicked, before the server answers, and sends the heart', async () => {
    const { calls, release } = server('customer');
    renderHearts();
    await waitFor(async () => expect((await heart('Nile Kitchen')).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(await heart('Koshari Corner'));
    await waitFor(async () => expect((await heart('Koshari Corner')).getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toContainEqual({ method: 'POST', url: '/api/users/favourites/', body: { restaurant: 4 } });
    release();
  });

  it('un-hearts by target, and goes back with a toast when the server refuses', async () => {
    const { calls, release } = server('customer', 500);
    renderHearts();
    await waitFor(async () => expect((await heart('Nile Kitchen')).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(await heart('Nile Kitchen'));
    await waitFor(async () => expect((await heart('Nile Kitchen')).getAttribute('aria-pressed')).toBe('false'));
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/users/favourites/?restaurant=3', body: undefined });
    release();
    expect(await screen.findByText('Could not remove Nile Kitchen from favourites.')).toBeTruthy();
    await waitFor(async () => expect((await heart('Nile Kitchen')).getAttribute('aria-pressed')).toBe('true'));
  });

  it('asks a visitor to sign in, and comes back to the same page after', async () => {
    server(null);
    renderHearts();
    const link = await screen.findByRole('link', { name: 'Sign in to save Koshari Corner to favourites' });
    expect(link.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/restaurants?area=2')}`);
  });

  it('is not there for restaurant owners, who keep no favourites', async () => {
    const { calls } = server('restaurant');
    renderHearts();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/users/me/')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(calls.some((c) => c.url === '/api/users/favourites/')).toBe(false);
  });
});
