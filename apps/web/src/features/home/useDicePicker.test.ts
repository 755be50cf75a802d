import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDicePicker } from './useDicePicker';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDicePicker', () => {
  it('shuffles 12 picks 200 ms apart, then settles on the last pick and reports it', async () => {
    const items = ['a', 'b', 'c', 'd'];
    const sequence = [0, 0.3, 0.6, 0.9, 0.1, 0.4, 0.7, 0.2, 0.5, 0.8, 0.05, 0.35, 0.65];
    let n = 0;
    const random = () => sequence[n++ % sequence.length] ?? 0;
    const onResult = vi.fn();
    const load = () => Promise.resolve(items);
    const { result } = renderHook(() => useDicePicker(load, onResult, random));
    expect(result.current.phase).toBe('idle');

    await act(async () => {
      await result.current.roll();
    });
    expect(result.current.phase).toBe('shuffling');
    await act(async () => {
      vi.advanceTimersByTime(200 * 11);
    });
    expect(result.current.phase).toBe('shuffling');
    expect(onResult).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current.phase).toBe('result');
    expect(n).toBe(13); // the first pick plus 12 steps
    expect(result.current.current).toBe('c'); // 0.65 → index 2
    expect(onResult).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('says no meals are available when there is nothing to pick', async () => {
    const { result } = renderHook(() => useDicePicker(() => Promise.resolve([])));
    await act(async () => {
      await result.current.roll();
    });
    expect(result.current.phase).toBe('idle');
    expect(result.current.error).toBe('No meals available right now! Please try again later.');
  });

  it('treats a failed load like an empty one', async () => {
    const { result } = renderHook(() => useDicePicker(() => Promise.reject(new Error('down'))));
    await act(async () => {
      await result.current.roll();
    });
    expect(result.current.error).toBe('No meals available right now! Please try again later.');
  });
});
