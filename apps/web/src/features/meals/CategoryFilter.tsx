import { TextInput } from '@mantine/core';
import { IconCategory, IconSelector } from '@tabler/icons-react';
import { type KeyboardEvent, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CategorySelect } from './CategorySelect';

type Option = { value: string; label: string };
type Loaded = { Select: typeof CategorySelect; focus: boolean; open: boolean };

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The category filter of /meals. Mantine's Select brings the overlays chunk (popover, floating-ui, combobox: ~52 KB
 * gzipped), which kept the list's first render waiting on a phone (issue #8). An input of the same size, label and
 * value stands in until the first focus, click or key on it; a click or an opening key opens the real dropdown once it
 * is there, and focus moves to it. Its code is fetched once the list has rendered (`ready`), so the swap is at once;
 * swapped then too, the Select's mount (popover, floating-ui, focus trap) was one long task right after the page.
 */
export function CategoryFilter({
  ready,
  data,
  value,
  onChange,
  error,
}: {
  ready: boolean;
  data: Option[];
  value: string;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const input = useRef<HTMLInputElement>(null);
  const opening = useRef(false);
  const requested = useRef(false);

  const load = useCallback((open = false) => {
    opening.current ||= open;
    if (requested.current) return;
    requested.current = true;
    void import('./CategorySelect').then((m) =>
      setLoaded({
        Select: m.CategorySelect,
        focus: document.activeElement === input.current,
        open: opening.current,
      }),
    );
  }, []);

  useEffect(() => {
    if (ready) void import('./CategorySelect');
  }, [ready]);

  useEffect(() => {
    if (loaded?.focus) input.current?.focus();
    // Opened as a user's click opens it (defaultDropdownOpened would skip onDropdownOpen, below).
    if (loaded?.open) input.current?.click();
  }, [loaded]);

  const common = {
    label: 'Category',
    leftSection: <IconCategory size={16} aria-hidden />,
    error,
  };
  if (loaded) {
    const { Select } = loaded;
    return (
      <Select
        {...common}
        ref={input}
        data={data}
        value={value}
        onChange={onChange}
        allowDeselect={false}
        // Mantine's Select learns its list's id as the list mounts, after the render that opened it, and says
        // aria-expanded="false" until it renders again: a first opening right after it loaded stayed so.
        onDropdownOpen={() => requestAnimationFrame(rerender)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      ref={input}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      value={data.find((option) => option.value === value)?.label ?? ''}
      rightSection={<IconSelector size={18} color="var(--mantine-color-gray-6)" aria-hidden />}
      rightSectionPointerEvents="none"
      onFocus={() => load()}
      onPointerDown={() => load(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        load(true);
      }}
    />
  );
}
