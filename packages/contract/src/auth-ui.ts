import { z } from 'zod';
import { passwordField } from './accounts.js';
import { text } from './fields.js';
import { LIMITS } from './limits.js';
import { ACCOUNT_MESSAGES } from './messages.js';

/** Texts of the web shell and the sign-in pages (customer spec §2, §8) that the server never sends. */
export const AUTH_UI_MESSAGES = {
  anonymousName: 'AnonChef',
  signedOut: 'You have been signed out.',
  welcomeBack: (username: string) => `Welcome back, ${username}!`,
  registeredTitle: 'Account created',
  registeredBody: 'Sign in with your new username and password.',
  checkEmailTitle: 'Check Your Email',
  checkEmailBody: (email: string) =>
    `If an account exists for ${email}, we have sent it a link to reset your password. The link works once, within 1 hour.`,
  resetDoneTitle: 'Password reset successful',
  resetDoneBody: 'Your password has been changed and every session signed out. Sign in with your new password.',
  resetRedirect: (seconds: number) =>
    `Taking you to the sign-in page in ${seconds} second${seconds === 1 ? '' : 's'}...`,
  passwordHint: `At least ${LIMITS.password.min} characters, with at least one number and one uppercase letter`,
  fixFields: 'Please correct the highlighted fields.',
} as const;

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
