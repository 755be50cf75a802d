import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useIdleAfter } from './idle';

describe('useIdleAfter', () => {
  it('stays false while not ready, turns true in an idle moment after, and stays true', async () => {
    const { result, rerender } = renderHook(({ ready }) => useIdleAfter(ready), { initialProps: { ready: false } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);

    rerender({ ready: true });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
