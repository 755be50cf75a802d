import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('plays 15 stars per side and the theme-change class for 600 ms when turning dark, no stars turning light', async () => {
    vi.useFakeTimers();
    try {
      render(
        <MantineProvider defaultColorScheme="light">
          <ThemeToggle />
        </MantineProvider>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
      const burst = document.querySelector('[data-theme-stars]');
      expect(burst?.getAttribute('aria-hidden')).toBe('true');
      expect(burst?.querySelectorAll('[data-star="left"]')).toHaveLength(15);
      expect(burst?.querySelectorAll('[data-star="right"]')).toHaveLength(15);
      const themeChangeClass = document.documentElement.classList.length;
      expect(themeChangeClass).toBe(1);
      await act(async () => {
        vi.advanceTimersByTime(599);
      });
      expect(document.querySelector('[data-theme-stars]')).not.toBeNull();
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(document.querySelector('[data-theme-stars]')).toBeNull();
      expect(document.documentElement.classList.length).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
      expect(document.querySelector('[data-theme-stars]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
