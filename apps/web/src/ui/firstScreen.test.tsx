import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { showChrome, useFirstScreenShown } from './firstScreen';

function Probe({ name, seen }: { name: string; seen: boolean[] }) {
  const shown = useFirstScreenShown();
  seen.push(shown);
  return <p>{`${name}: ${shown ? 'shown' : 'waiting'}`}</p>;
}

describe('useFirstScreenShown', () => {
  it('is false until the first screen has shown, then true for every component, each first render false as on the server', async () => {
    const early: boolean[] = [];
    render(<Probe name="early" seen={early} />);
    expect(screen.getByText('early: waiting')).toBeTruthy();

    await act(async () => showChrome());
    expect(screen.getByText('early: shown')).toBeTruthy();

    // Mounted after: its first render still matches what the server rendered (a page hydrating later), then it turns.
    const late: boolean[] = [];
    await act(async () => {
      render(<Probe name="late" seen={late} />);
    });
    expect(screen.getByText('late: shown')).toBeTruthy();
    expect(late[0]).toBe(false);
    expect(early[0]).toBe(false);
  });
});

describe('markFirstScreenShown', () => {
  it('loads the chrome once no busy placeholder is left in view, not before', async () => {
    // A fresh copy of the module: the test above has already let the chrome load.
    vi.resetModules();
    const { markFirstScreenShown, useFirstScreenShown } = await import('./firstScreen');
    function Chrome() {
      return <p>{useFirstScreenShown() ? 'chrome' : 'no chrome'}</p>;
    }
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<main id="main"><div aria-busy="true" aria-label="Loading"></div></main>';
      const placeholder = document.querySelector('[aria-busy]') as HTMLElement;
      // Laid out in view (the test's DOM lays nothing out).
      placeholder.getBoundingClientRect = () => new DOMRect(0, 0, 300, 200);
      const { container } = render(<Chrome />);
      markFirstScreenShown();
      await act(async () => vi.advanceTimersByTimeAsync(500));
      expect(container.textContent).toBe('no chrome');

      await act(async () => {
        placeholder.remove();
        await vi.advanceTimersByTimeAsync(100);
      });
      expect(container.textContent).toBe('chrome');
    } finally {
      vi.useRealTimers();
    }
  });
});
