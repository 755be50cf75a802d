import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/**
 * Minus, a typed whole number, plus. `onChange` receives whole numbers only; typing below `min` is clamped,
 * except that a `min` of 0 lets the caller treat 0 as "remove".
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  size = 'sm',
}: {
  value: number;
  onChange(value: number): void;
  /** What is being counted, for screen readers: 'Quantity of Tomato'. */
  label: string;
  min?: number;
  max?: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  const set = (next: number) => onChange(Math.max(min, Math.min(max, Math.floor(next))));
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={size === 'xs' ? 'md' : 'lg'}
        aria-label={`Decrease ${label}`}
        disabled={value <= min}
        onClick={() => set(value - 1)}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <NumberInput
        aria-label={label}
        value={value}
        onChange={(v) => {
          if (v === '' || typeof v !== 'number' || Number.isNaN(v)) return;
          set(v);
        }}
        min={min}
        max={max}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        size={size}
        w={size === 'xs' ? 48 : 56}
        styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
      />
      <ActionIcon
        variant="default"
        size={size === 'xs' ? 'md' : 'lg'}
        aria-label={`Increase ${label}`}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}
