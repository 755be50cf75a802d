import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, Outlet, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './useScrollRestoration';

let navigate: NavigateFunction;

/** Like the app's Layout: one instance across the pages. */
function Layout() {
  useScrollRestoration();
  navigate = useNavigate();
  return <Outlet />;
}

/** The window scrolled by the reader: position and the event the browser sends. */
function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

function renderAt(path: string) {
  const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/meals" element={<p>meals</p>} />
          <Route path="/meals/:id" element={<p>meal</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return scrolled;
}

afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('scroll restoration', () => {
  it('starts a newly opened page at the top', () => {
    const scrolled = renderAt('/meals');
    scrollTo(900);
    scrolled.mockClear();
    act(() => navigate('/meals/3'));
    expect(scrolled).toHaveBeenCalledWith(0, 0);
  });

  it('returns to where the reader was when they go back', () => {
    const scrolled = renderAt('/meals');
    scrollTo(900);
    act(() => navigate('/meals/3'));
    scrollTo(40);
    scrolled.mockClear();
    act(() => navigate(-1));
    expect(scrolled).toHaveBeenCalledWith(0, 900);
  });

  it('takes the browser’s own restoration away, since it runs before the page has rendered', () => {
    renderAt('/meals');
    expect(window.history.scrollRestoration).toBe('manual');
  });
});
