import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './errors.js';
import {
  chosenOptionsField,
  choiceMessage,
  groupCostCents,
  lowestPriceCents,
  mealOptionGroupsField,
  optionAvailable,
  optionsKey,
  type PricedGroup,
  priceChoice,
  requiredGroupsSatisfiable,
} from './meal-options.js';

const option = (id: number, name: string, priceDeltaCents: number, available = true) => ({
  id,
  name,
  priceDeltaCents,
  available,
});

const size: PricedGroup = {
  id: 1,
  name: 'Size',
  minChoices: 1,
  maxChoices: 1,
  freeChoices: 0,
  options: [option(11, 'Small', -1000), option(12, 'Regular', 0), option(13, 'Large', 1500)],
};
const extras: PricedGroup = {
  id: 2,
  name: 'Extras',
  minChoices: 0,
  maxChoices: 3,
  freeChoices: 1,
  options: [option(21, 'Halloumi', 1200), option(22, 'Olives', 500), option(23, 'Egg', 800, false)],
};

describe('pricing a choice of options', () => {
  it('adds every chosen delta to the base price, a smaller size taking some off', () => {
    expect(priceChoice(10000, [size], [13]).unitCents).toBe(11500);
    expect(priceChoice(10000, [size], [11]).unitCents).toBe(9000);
  });

  it('makes the cheapest chosen options free, as many as the group gives', () => {
    // Halloumi 12.00 and Olives 5.00 with one free: the olives cost nothing.
    expect(priceChoice(10000, [size, extras], [12, 21, 22]).unitCents).toBe(11200);
    expect(groupCostCents({ freeChoices: 2 }, [{ priceDeltaCents: 1200 }, { priceDeltaCents: 500 }])).toBe(0);
    expect(groupCostCents({ freeChoices: 0 }, [{ priceDeltaCents: 1200 }, { priceDeltaCents: 500 }])).toBe(1700);
  });

  it('never makes a discount "free": a negative delta always applies and uses no free choice', () => {
    expect(groupCostCents({ freeChoices: 1 }, [{ priceDeltaCents: -300 }, { priceDeltaCents: 500 }])).toBe(-300);
  });

  it('lists the chosen options in menu order with their groups', () => {
    const { chosen } = priceChoice(10000, [size, extras], [22, 13, 21]);
    expect(chosen.map((o) => [o.groupId, o.id])).toEqual([
      [1, 13],
      [2, 21],
      [2, 22],
    ]);
  });
});

describe('what is wrong with a choice', () => {
  it('a required group left empty is too few; a group over its maximum too many', () => {
    expect(priceChoice(10000, [size, extras], []).problems).toEqual([
      { kind: 'too_few', groupId: 1, group: 'Size', min: 1 },
    ]);
    expect(priceChoice(10000, [size], [11, 12]).problems).toEqual([
      { kind: 'too_many', groupId: 1, group: 'Size', max: 1 },
    ]);
  });

  it('an option of another meal and an unavailable one are named', () => {
    const { problems } = priceChoice(10000, [size, extras], [12, 23, 99]);
    expect(problems).toEqual([
      { kind: 'not_of_meal', optionId: 99 },
      { kind: 'unavailable', optionId: 23, name: 'Egg' },
    ]);
    expect(problems.map(choiceMessage)).toEqual([
      'Option 99 is not an option of this meal.',
      'Egg is not available right now.',
    ]);
  });

  it('a meal stays orderable while each required group has enough options available', () => {
    expect(requiredGroupsSatisfiable([size, extras])).toBe(true);
    const allOut = { ...size, options: size.options.map((o) => ({ ...o, available: false })) };
    expect(requiredGroupsSatisfiable([allOut, extras])).toBe(false);
    // Extras are optional: all of them gone still leaves the meal orderable.
    const noExtras = { ...extras, options: extras.options.map((o) => ({ ...o, available: false })) };
    expect(requiredGroupsSatisfiable([size, noExtras])).toBe(true);
  });

  it('an option tied to an ingredient is unavailable when a portion needs more than is left', () => {
    const extra = { is_available: true, quantity: 50 };
    expect(optionAvailable(extra, { is_available: true, quantity: 50 })).toBe(true);
    expect(optionAvailable(extra, { is_available: true, quantity: 49.999 })).toBe(false);
    expect(optionAvailable(extra, { is_available: false, quantity: 500 })).toBe(false);
    expect(optionAvailable({ is_available: false, quantity: null }, null)).toBe(false);
    expect(optionAvailable({ is_available: true, quantity: null }, null)).toBe(true);
  });

  it('the same options in any order make the same cart line', () => {
    expect(optionsKey([22, 13, 21])).toBe(optionsKey([13, 21, 22]));
    expect(optionsKey([])).toBe('');
  });
});

describe('option groups as a body writes them', () => {
  const parse = (value: unknown) => {
    const result = mealOptionGroupsField.safeParse(value);
    return result.success ? { data: result.data } : { errors: toFieldErrors(result.error) };
  };
  const group = (extra: Record<string, unknown> = {}) => ({
    name: 'Size',
    min_choices: 1,
    max_choices: 1,
    options: [
      { name: 'Small', price_delta: '-10.00' },
      { name: 'Large', price_delta: '15.00', ingredient: 4, quantity: '50' },
    ],
    ...extra,
  });

  it('reads deltas as signed cents, defaults the rest, and keeps the ids sent back', () => {
    const { data } = parse([group({ id: 7 })]);
    expect(data?.[0]).toMatchObject({ id: 7, min_choices: 1, max_choices: 1, free_choices: 0, name_ar: null });
    expect(data?.[0]?.options.map((o) => [o.price_delta, o.ingredient, o.quantity, o.is_available])).toEqual([
      [-1000, null, null, true],
      [1500, 4, 50, true],
    ]);
  });

  it('accepts the list as JSON text, as multipart sends it', () => {
    expect(parse(JSON.stringify([group()])).data).toHaveLength(1);
  });

  it('names the field of each broken rule', () => {
    expect(parse([group({ min_choices: 2, max_choices: 1 })]).errors).toMatchObject({
      0: { min_choices: ['The minimum cannot be more than the maximum.'] },
    });
    expect(parse([group({ max_choices: 3 })]).errors).toMatchObject({
      0: { max_choices: ['The maximum cannot be more than the group’s 2 options.'] },
    });
    expect(parse([group({ free_choices: 2 })]).errors).toMatchObject({
      0: { free_choices: ['Free choices cannot be more than the maximum.'] },
    });
    expect(parse([group({ options: [] })]).errors).toMatchObject({
      0: { options: ['A group needs at least one option.'] },
    });
    expect(parse([group({ options: [{ name: 'Large', ingredient: 4 }] })]).errors).toMatchObject({
      0: { options: [{ quantity: ['Give the quantity of the ingredient this option takes.'] }] },
    });
    expect(parse([group(), group()]).errors).toMatchObject({ 1: { name: ['Each name may appear only once.'] } });
    expect(parse('not json').errors).toBeDefined();
  });

  it('the lowest price takes every group’s most negative allowed choices', () => {
    const groups = [
      { max_choices: 1, options: [{ price_delta: -1000 }, { price_delta: -300 }] },
      { max_choices: 2, options: [{ price_delta: -200 }, { price_delta: -100 }, { price_delta: -50 }] },
    ];
    expect(lowestPriceCents(1500, groups)).toBe(1500 - 1000 - 200 - 100);
  });
});

describe('options of an order item', () => {
  it('are distinct ids; missing means none', () => {
    expect(chosenOptionsField.parse(undefined)).toEqual([]);
    expect(chosenOptionsField.parse([3, '4'])).toEqual([3, 4]);
    expect(chosenOptionsField.safeParse([3, 3]).success).toBe(false);
    expect(chosenOptionsField.safeParse('3').success).toBe(false);
  });
});
