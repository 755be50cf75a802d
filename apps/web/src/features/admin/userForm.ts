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

const base = z.object({
  username: usernameField,
  email: emailField,
  password: z.string(),
  confirm_password: z.string(),
  first_name: optionalNameField('First name'),
  last_name: optionalNameField('Last name'),
  user_type: z.enum(USER_TYPES, { error: DEFAULT_MESSAGES.required }).nullable(),
});

/**
 * The admin user form's rules (owner/admin spec §5): on create the password is required and must meet
 * the password rule; on edit it is checked only if filled. The confirmation must match.
 */
export function userFormSchema(mode: 'create' | 'edit') {
  return base.superRefine((value, ctx) => {
    const issue = (path: 'password' | 'confirm_password' | 'user_type', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!value.user_type) issue('user_type', DEFAULT_MESSAGES.required);
    if (!value.password) {
      if (mode === 'create') {
        issue('password', ACCOUNT_MESSAGES.passwordRequiredCreate);
        if (!value.confirm_password) issue('confirm_password', ACCOUNT_MESSAGES.passwordRequiredNew);
      }
    } else if (!isStrongPassword(value.password)) {
      issue('password', ACCOUNT_MESSAGES.passwordRule);
    }
    if ((value.password || mode === 'create') && value.confirm_password !== value.password && value.password)
      issue('confirm_password', ACCOUNT_MESSAGES.passwordsDoNotMatch);
    if (mode === 'edit' && !value.password && value.confirm_password)
      issue('confirm_password', ACCOUNT_MESSAGES.passwordsDoNotMatch);
  });
}

export type UserFormIn = z.input<typeof base>;
export type UserFormOut = z.output<typeof base>;
