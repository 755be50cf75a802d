import { describe, expect, it } from 'vitest';
import { colorSchemeFromCookie } from './color-scheme.js';

describe('colorSchemeFromCookie', () => {
  it('reads the chosen scheme among other cookies', () => {
    expect(colorSchemeFromCookie('a=1; theme=dark; b=2')).toBe('dark');
    expect(colorSchemeFromCookie('theme=light')).toBe('light');
  });

  it('is null without a choice or with a value that is no scheme', () => {
    expect(colorSchemeFromCookie(undefined)).toBeNull();
    expect(colorSchemeFromCookie('')).toBeNull();
    expect(colorSchemeFromCookie('theme=auto')).toBeNull();
    expect(colorSchemeFromCookie('theme=dark"><script>')).toBeNull();
    expect(colorSchemeFromCookie('mytheme=dark')).toBeNull();
  });
});
