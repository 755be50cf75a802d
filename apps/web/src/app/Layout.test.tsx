import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from './Layout';
import { lazyPage } from './lazyPage';

vi.mock('./Header', () => ({ Header: () => <header>site header</header> }));
vi.mock('./Footer', () => ({ Footer: () => <footer>site footer</footer> }));

function renderWithSlowScreen() {
  let show: (screen: () => ReactElement) => void = () => {};
  const Screen = lazyPage(
    () =>
      new Promise((resolve) => {
        show = resolve;
      }),
  );
  function Routes() {
    return useRoutes([{ element: <Layout />, children: [{ path: '/', Component: Screen }] }]);
  }
  render(
    <MantineProvider>
      <MemoryRouter>
        <Routes />
      </MemoryRouter>
    </MantineProvider>,
  );
  return (screen: () => ReactElement) => act(async () => show(screen));
}

describe('Layout', () => {
  it('shows the footer only once the first screen has loaded, so it does not jump down under the page', async () => {
    const showScreen = renderWithSlowScreen();
    expect(screen.getByText('site header')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    // The footer's own code has arrived; the screen's has not.
    await act(async () => {
      await import('./Footer');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByText('site footer')).toBeNull();

    await showScreen(() => <h1>Meals</h1>);
    expect(await screen.findByRole('heading', { name: 'Meals' })).toBeTruthy();
    expect(await screen.findByText('site footer')).toBeTruthy();
  });
});
