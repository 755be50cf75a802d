import { ACCOUNT_MESSAGES, DEFAULT_MESSAGES } from '@dishcraft/contract';
import { describe, expect, it } from 'vitest';
import { type UserFormIn, userFormChecks, userFormSchema } from './userForm';

const valid: UserFormIn = {
  username: 'mona',
  email: 'mona@example.com',
  password: 'Secret123',
  confirm_password: 'Secret123',
  first_name: '',
  last_name: '',
  user_type: 'restaurant',
};

describe('admin user form rules (owner/admin spec §5)', () => {
  it('requires a password when creating, with the spec messages', () => {
    expect(userFormChecks('create', { ...valid, password: '', confirm_password: '' })).toEqual({
      password: ACCOUNT_MESSAGES.passwordRequiredCreate,
      confirm_password: ACCOUNT_MESSAGES.passwordRequiredNew,
    });
  });

  it('lets the password stay blank when editing', () => {
    expect(userFormChecks('edit', { ...valid, password: '', confirm_password: '' })).toEqual({});
  });

  it('checks a filled password against the password rule in both modes', () => {
    for (const mode of ['create', 'edit'] as const)
      expect(userFormChecks(mode, { ...valid, password: 'weakpass', confirm_password: 'weakpass' })).toEqual({
        password: ACCOUNT_MESSAGES.passwordRule,
      });
  });

  it('says "Passwords do not match" when the confirmation differs', () => {
    expect(userFormChecks('create', { ...valid, confirm_password: 'Secret124' })).toEqual({
      confirm_password: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    });
    expect(userFormChecks('edit', { ...valid, password: '', confirm_password: 'Secret123' })).toEqual({
      confirm_password: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    });
  });

  it('requires a user type', () => {
    expect(userFormChecks('edit', { ...valid, user_type: null }).user_type).toBe(DEFAULT_MESSAGES.required);
  });

  it('accepts a full valid user', () => {
    expect(userFormChecks('create', valid)).toEqual({});
    expect(userFormSchema.safeParse(valid).success).toBe(true);
  });

  it('checks username length and optional names of at least 2 characters', () => {
    const result = userFormSchema.safeParse({ ...valid, username: 'ab', first_name: 'M' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['username', 'Username must be at least 3 characters'],
      ['first_name', 'First name must be at least 2 characters'],
    ]);
  });
});
