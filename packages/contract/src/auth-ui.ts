import { z } from 'zod';
import { passwordField } from './accounts.js';
import { text } from './fields.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/** The reset-password form (customer spec §5): the server's password rule, and both entries must match. */
export const resetPasswordSchema = z
  .object({
    new_password: passwordField(),
    confirm_password: text({ required: 'Confirm password is required', trim: false }),
  })
  .refine((v) => !v.confirm_password || v.new_password === v.confirm_password, {
    path: ['confirm_password'],
    error: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v?.new_password === 'string' && typeof v?.confirm_password === 'string';
    },
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
