import { DEFAULT_MESSAGES, localizeMessage, text } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setActiveLocale } from '../lib/locale';
import { localizedResolver, withFieldLabels } from './formErrors';

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
