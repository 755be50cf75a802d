import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Minus, a typed number, plus. Minus and plus move by `step` (1 by default: whole numbers only); a step under 1
 * lets the user type decimals, at most three (API.md §1.4 quantities). Typing below `min` is clamped, except that
 * a `min` of 0 lets the caller treat 0 as "remove".
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = 99,
  step = 1,
  size = 'sm',
}: {
  value: number;
  onChange(value: number): void;
  /** What is being counted, for screen readers: 'Quantity of Tomato'. */
  label: string;
  min?: number;
  max?: number;
  /** How far minus and plus move, e.g. 10 for grams. */
  step?: number;
  size?: 'xs' | 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const whole = Number.isInteger(step);
  // Thousandths absorb float noise (0.1 + 0.2), and whole steps keep whole numbers.
  const round = (n: number) => (whole ? Math.floor(n) : Math.round(n * 1000) / 1000);
  const set = (next: number) => onChange(Math.max(min, Math.min(max, round(next))));
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={size === 'xs' ? 'md' : 'lg'}
        aria-label={t('common.quantity.decrease', { label })}
        disabled={value <= min}
        onClick={() => set(value - step)}
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
        allowDecimal={!whole}
        decimalScale={whole ? undefined : 3}
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        size={size}
        w={size === 'xs' ? 48 : whole ? 56 : 68}
        styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
      />
      <ActionIcon
        variant="default"
        size={size === 'xs' ? 'md' : 'lg'}
        aria-label={t('common.quantity.increase', { label })}
        disabled={value >= max}
        onClick={() => set(value + step)}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}
