import { DEFAULT_MESSAGES, localizeMessage, text } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setActiveLocale } from '../lib/locale';
import { localizedResolver, nestedServerErrors, withFieldLabels } from './formErrors';

const schema = z.object({
  name: text({ required: DEFAULT_MESSAGES.required }),
  address: z.object({ city: text({ required: DEFAULT_MESSAGES.required }) }),
});
const options = { fields: {}, shouldUseNativeValidation: false } as const;

afterEach(() => setActiveLocale({ language: 'en', currency: 'EGP' }));

describe('form messages in the page language', () => {
  it('keeps the contract’s English messages in English', async () => {
    const { errors } = await localizedResolver(zodResolver(schema))(
      { name: '', address: { city: '' } },
      undefined,
      options,
    );
    expect(errors.name?.message).toBe(DEFAULT_MESSAGES.required);
  });

  it('words every message of an Arabic page in Arabic, nested ones too', async () => {
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    const { errors } = await localizedResolver(zodResolver(schema))(
      { name: '', address: { city: '' } },
      undefined,
      options,
    );
    const arabic = localizeMessage(DEFAULT_MESSAGES.required, 'ar');
    expect(arabic).not.toBe(DEFAULT_MESSAGES.required);
    expect(errors.name?.message).toBe(arabic);
    expect(errors.address?.city?.message).toBe(arabic);
  });

  it('names the field in Arabic too through withFieldLabels', async () => {
    setActiveLocale({ language: 'ar', currency: 'EGP' });
    const resolver = withFieldLabels(zodResolver(schema), { name: 'Name' });
    const { errors } = await resolver({ name: '', address: { city: 'Cairo' } }, undefined, options);
    expect(errors.name?.message).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('nestedServerErrors', () => {
  it('turns a nested 400 body into form paths, list fields per element and an element’s own errors on it', () => {
    const body = [
      {},
      {
        max_choices: ['The maximum cannot be more than the group’s 2 options.'],
        options: [{ name: ['This field is required.'] }, {}, { non_field_errors: ['Bad.'], quantity: ['A', 'B'] }],
      },
    ];
    expect(nestedServerErrors(body, 'option_groups')).toEqual([
      ['option_groups.1.max_choices', 'The maximum cannot be more than the group’s 2 options.'],
      ['option_groups.1.options.0.name', 'This field is required.'],
      ['option_groups.1.options.2', 'Bad.'],
      ['option_groups.1.options.2.quantity', 'A B'],
    ]);
    expect(nestedServerErrors(['With the cheapest options the price would fall below zero.'], 'option_groups')).toEqual(
      [['option_groups', 'With the cheapest options the price would fall below zero.']],
    );
    expect(nestedServerErrors(undefined, 'option_groups')).toEqual([]);
  });
});
