import {
  ACCOUNT_MESSAGES,
  DEFAULT_MESSAGES,
  emailField,
  isStrongPassword,
  optionalNameField,
  USER_TYPES,
  usernameField,
} from '@dishcraft/contract';
import { z } from 'zod';
import { resolverWith } from '../../forms/formErrors';

export const userFormSchema = z.object({
  username: usernameField,
  email: emailField,
  password: z.string(),
  confirm_password: z.string(),
  first_name: optionalNameField('First name'),
  last_name: optionalNameField('Last name'),
  user_type: z.enum(USER_TYPES, { error: DEFAULT_MESSAGES.required }).nullable(),
});

export type UserFormIn = z.input<typeof userFormSchema>;
export type UserFormOut = z.output<typeof userFormSchema>;

/**
 * The admin user form's password and type rules (owner/admin spec §5): on create the password is
 * required and must meet the password rule; on edit it is checked only if filled; the confirmation
 * must match. Returns a message per failing field.
 */
export function userFormChecks(mode: 'create' | 'edit', value: UserFormIn) {
  const errors: Partial<Record<'password' | 'confirm_password' | 'user_type', string>> = {};
  if (!value.user_type) errors.user_type = DEFAULT_MESSAGES.required;
  if (value.password && !isStrongPassword(value.password)) errors.password = ACCOUNT_MESSAGES.passwordRule;
  if (!value.password && mode === 'create') {
    errors.password = ACCOUNT_MESSAGES.passwordRequiredCreate;
    if (!value.confirm_password) errors.confirm_password = ACCOUNT_MESSAGES.passwordRequiredNew;
  }
  if (value.confirm_password !== value.password && (value.password || value.confirm_password))
    errors.confirm_password = ACCOUNT_MESSAGES.passwordsDoNotMatch;
  return errors;
}

export const userFormResolver = (mode: 'create' | 'edit') =>
  resolverWith(userFormSchema, (value) => userFormChecks(mode, value), { user_type: 'User type' });
