import { localized, type PricedChoice } from '@dishcraft/contract';
import { Checkbox, Group, Radio, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { useLanguage } from '../../lib/language';
import type { Meal } from '../../lib/types';
import { choiceProblemText } from './choiceProblem';

type OptionGroup = Meal['option_groups'][number];
type Option = OptionGroup['options'][number];

/** "Required · choose 1", "Optional · up to 3 · 1 free": what a group asks, under its name. */
export function groupHint(t: TFunction, group: OptionGroup): string {
  const { min_choices: min, max_choices: max, free_choices: free } = group;
  const parts: string[] = [
    min > 0 ? t('browse.options.required') : t('browse.options.optional'),
    min === max
      ? t('browse.options.choose', { count: max })
      : min > 0
        ? t('browse.options.between', { min, max })
        : t('browse.options.upTo', { count: max }),
  ];
  if (free > 0) parts.push(t('browse.options.free', { count: free }));
  return parts.join(t('browse.options.separator'));
}

/** "+EGP 15.00" or "−EGP 10.00" beside an option; nothing when it costs the same. */
export function deltaText(t: TFunction, delta: string): string | null {
  const n = Number(delta);
  if (!n) return null;
  return n > 0
    ? t('browse.options.plus', { price: formatMoney(n) })
    : t('browse.options.minus', { price: formatMoney(-n) });
}

function OptionLabel({ option }: { option: Option }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const delta = deltaText(t, option.price_delta);
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" component="span">
      <span>{localized(option, 'name', language)}</span>
      {delta && (
        <Text span size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {delta}
        </Text>
      )}
    </Group>
  );
}

/** Why an option cannot be chosen: the owner switched it off, or its ingredient ran short. */
const unavailableReason = (t: TFunction, option: Option) =>
  option.available ? undefined : option.is_available ? t('browse.options.soldOut') : t('browse.options.off');

/**
 * A meal's option groups (issue #22) as a customer chooses them, on the meal page and in the menu's quick chooser:
 * a group of exactly one choice is a radiogroup, any other a group of checkboxes that stops at its maximum; each with
 * its name as the label screen readers announce, what it asks, and (once `showProblems`) what is still missing.
 */
export function OptionGroups({
  meal,
  value,
  onChange,
  choice,
  showProblems,
}: {
  meal: Meal;
  value: number[];
  onChange(ids: number[]): void;
  /** The choice priced by the contract's rule (lib/mealOptions priceMealChoice) for `value`. */
  choice: PricedChoice;
  showProblems: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const problemOf = (group: OptionGroup) => {
    if (!showProblems) return undefined;
    const p = choice.problems.find((x) => 'groupId' in x && x.groupId === group.id);
    return p && choiceProblemText(t, p);
  };
  // Other groups' choices stay as they are when one group changes.
  const replaceGroup = (group: OptionGroup, ids: number[]) => {
    const mine = new Set(group.options.map((o) => o.id));
    onChange([...value.filter((id) => !mine.has(id)), ...ids]);
  };

  return (
    <Stack gap="lg" data-testid="option-groups">
      {meal.option_groups.map((group) => {
        const name = localized(group, 'name', language);
        const chosen = group.options.filter((o) => value.includes(o.id)).map((o) => String(o.id));
        const common = {
          label: name,
          description: groupHint(t, group),
          error: problemOf(group),
          withAsterisk: group.min_choices > 0,
          'data-testid': 'option-group',
          inputWrapperOrder: ['label', 'description', 'input', 'error'] as (
            'label' | 'description' | 'input' | 'error'
          )[],
          styles: { label: { fontWeight: 600 } },
        };
        if (group.min_choices === 1 && group.max_choices === 1)
          return (
            <Radio.Group
              key={group.id}
              {...common}
              value={chosen[0] ?? ''}
              onChange={(v) => replaceGroup(group, [Number(v)])}
            >
              <Stack gap="xs" mt="xs">
                {group.options.map((option) => (
                  <Radio
                    key={option.id}
                    value={String(option.id)}
                    label={<OptionLabel option={option} />}
                    description={unavailableReason(t, option)}
                    disabled={!option.available}
                    styles={{ labelWrapper: { flex: 1 } }}
                  />
                ))}
              </Stack>
            </Radio.Group>
          );
        const full = chosen.length >= group.max_choices;
        return (
          <Checkbox.Group
            key={group.id}
            {...common}
            value={chosen}
            onChange={(v) => replaceGroup(group, v.map(Number))}
          >
            <Stack gap="xs" mt="xs">
              {group.options.map((option) => {
                const on = chosen.includes(String(option.id));
                return (
                  <Checkbox
                    key={option.id}
                    value={String(option.id)}
                    label={<OptionLabel option={option} />}
                    description={unavailableReason(t, option)}
                    // at the group's maximum the others wait (the hint says "up to 3"); a checked one that became
                    // unavailable can still be unchecked
                    disabled={on ? false : !option.available || full}
                    styles={{ labelWrapper: { flex: 1 } }}
                  />
                );
              })}
            </Stack>
          </Checkbox.Group>
        );
      })}
    </Stack>
  );
}
