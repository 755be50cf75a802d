import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminRegisterSchema, registerSchema, updateProfileSchema } from './accounts.js';
import { toFieldErrors } from './errors.js';
import { EGYPT_PHONE, isStrongPassword } from './rules.js';

const valid = {
  username: 'nadia_h',
  email: 'nadia@example.com',
  password: 'Secret123',
  password2: 'Secret123',
  first_name: 'Nadia',
  last_name: 'Hassan',
};

const errorsOf = (input: unknown, schema: z.ZodType = registerSchema) => {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('Egyptian mobile rule', () => {
  it.each([
    '01012345678',
    '01112345678',
    '01212345678',
    '01512345678',
    '+201012345678',
    '00201012345678',
    '1012345678',
  ])('accepts %s', (phone) => expect(EGYPT_PHONE.test(phone)).toBe(true));

  it.each([
    '01312345678', // 3 is not an operator digit
    '0101234567', // one digit short
    '010123456789', // one digit long
    '+2001012345678', // +20 then 0
    '+1234567890',
    '02012345678', // landline prefix
    '0101234567a',
    '',
  ])('refuses %s', (phone) => expect(EGYPT_PHONE.test(phone)).toBe(false));
});

describe('password rule', () => {
  it.each(['Secret12', 'ABCDEFG1', 'aaaaaaA1'])('accepts %s', (p) => expect(isStrongPassword(p)).toBe(true));
  it.each(['Secret1', 'secret123', 'SECRETXYZ', 'Secretxyz', ''])('refuses %s', (p) =>
    expect(isStrongPassword(p)).toBe(false),
  );
});

describe('registration schema', () => {
  it('accepts a complete registration and defaults the type to customer', () => {
    const result = registerSchema.parse({ ...valid, phone_number: '01012345678' });
    expect(result.user_type).toBe('customer');
    expect(result.phone_number).toBe('01012345678');
    expect(result.address).toBe('');
  });

  it('reports every missing field with its own message', () => {
    expect(errorsOf({})).toEqual({
      username: ['Username is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      password2: ['Confirm password is required'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
  });

  it('treats blank strings as missing after trimming', () => {
    expect(errorsOf({ ...valid, username: '   ', first_name: ' ' })).toEqual({
      username: ['Username is required'],
      first_name: ['First name is required'],
    });
  });

  it('applies the username length and character rules at their edges', () => {
    expect(errorsOf({ ...valid, username: 'ab' })).toEqual({ username: ['Username must be at least 3 characters'] });
    expect(errorsOf({ ...valid, username: 'a'.repeat(30) })).toEqual({});
    expect(errorsOf({ ...valid, username: 'a'.repeat(31) })).toEqual({
      username: ['Username must be less than 30 characters'],
    });
    expect(errorsOf({ ...valid, username: 'bad name!' })).toEqual({
      username: ['Username may contain only letters, digits and @ . + - _'],
    });
  });

  it('checks e-mail, password strength, confirmation, names and phone with the spec messages', () => {
    expect(
      errorsOf({
        ...valid,
        email: 'not-an-email',
        password: 'weakpass',
        password2: 'different',
        first_name: 'N',
        last_name: 'x'.repeat(151),
        phone_number: '12345',
      }),
    ).toEqual({
      email: ['Please enter a valid email address'],
      password: ['Password must be at least 8 characters with at least one number and one uppercase letter'],
      password2: ['Confirm password must match password'],
      first_name: ['First name must be at least 2 characters'],
      last_name: ['Last name must be less than 150 characters'],
      phone_number: ['Please enter a valid phone number'],
    });
  });

  it('refuses a password over 128 characters', () => {
    const long = `A1${'a'.repeat(127)}`;
    expect(errorsOf({ ...valid, password: long, password2: long })).toEqual({
      password: ['Password must be less than 128 characters'],
    });
  });

  it('refuses an unknown user type with the choice message', () => {
    expect(errorsOf({ ...valid, user_type: 'chef' })).toEqual({
      user_type: ['"chef" is not a valid choice. Use one of: customer, restaurant, admin.'],
    });
  });

  it('quotes a refused object as JSON, even one whose toString key holds a string (found by fuzzing: a 500)', () => {
    expect(errorsOf({ ...valid, user_type: { toString: 'a' } })).toEqual({
      user_type: ['"{"toString":"a"}" is not a valid choice. Use one of: customer, restaurant, admin.'],
    });
    const long = errorsOf({ ...valid, user_type: ['x'.repeat(200)] }) as { user_type: string[] };
    expect(long.user_type[0]).toBe(
      `"["${'x'.repeat(57)}…" is not a valid choice. Use one of: customer, restaurant, admin.`,
    );
  });

  it('lets admins leave names blank but still checks their length', () => {
    expect(errorsOf({ ...valid, first_name: '', last_name: undefined }, adminRegisterSchema)).toEqual({});
    expect(errorsOf({ ...valid, first_name: 'A' }, adminRegisterSchema)).toEqual({
      first_name: ['First name must be at least 2 characters'],
    });
  });
});

describe('profile update schema', () => {
  it('accepts an empty update', () => {
    expect(updateProfileSchema.safeParse({}).success).toBe(true);
  });

  it('needs the whole password group once any part is filled', () => {
    expect(errorsOf({ password: 'NewSecret1' }, updateProfileSchema)).toEqual({
      current_password: ['Current password is required'],
      password2: ['Confirm password is required'],
    });
    expect(
      errorsOf({ current_password: 'x', password: 'NewSecret1', password2: 'Other1234' }, updateProfileSchema),
    ).toEqual({ password2: ['Passwords do not match'] });
  });

  it('limits the bio to 500 characters', () => {
    expect(errorsOf({ bio: 'x'.repeat(501) }, updateProfileSchema)).toEqual({
      bio: ['Bio must be less than 500 characters'],
    });
  });
});
