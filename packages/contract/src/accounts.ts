import { z } from 'zod';
import { USER_TYPES } from './enums.js';
import { choice, optionalText, text } from './fields.js';
import { LANGUAGES } from './i18n/language.js';
import { LIMITS } from './limits.js';
import { DEFAULT_MESSAGES, FIELD_NAMES, fieldMessages, ACCOUNT_MESSAGES as M } from './messages.js';
import { EGYPT_PHONE, EMAIL, isStrongPassword, USERNAME_CHARS } from './rules.js';

const L = LIMITS;

export const usernameField = (() => {
  const f = fieldMessages(FIELD_NAMES.username);
  return text({
    required: f.required,
    min: [L.username.min, f.min(L.username.min)],
    max: [L.username.max, f.max(L.username.max)],
    pattern: [USERNAME_CHARS, M.usernameChars],
  });
})();

export const emailField = text({
  required: fieldMessages(FIELD_NAMES.email).required,
  max: [L.email.max, M.invalidEmail],
  pattern: [EMAIL, M.invalidEmail],
});

export const passwordField = (label: string = FIELD_NAMES.password) =>
  text({ required: fieldMessages(label).required, trim: false }).check((ctx) => {
    const v = ctx.value;
    if (v === '') return;
    if (v.length > L.password.max)
      ctx.issues.push({ code: 'custom', message: fieldMessages(label).max(L.password.max), input: v });
    else if (!isStrongPassword(v)) ctx.issues.push({ code: 'custom', message: M.passwordRule, input: v });
  });

export const nameField = (label: 'First name' | 'Last name') => {
  const f = fieldMessages(label);
  return text({ required: f.required, min: [L.name.min, f.min(L.name.min)], max: [L.name.max, f.max(L.name.max)] });
};

/** Names an admin may leave blank (owner/admin spec §5: optional, 2+ when given). */
export const optionalNameField = (label: 'First name' | 'Last name') => {
  const f = fieldMessages(label);
  return text({ allowBlank: true, min: [L.name.min, f.min(L.name.min)], max: [L.name.max, f.max(L.name.max)] })
    .nullish()
    .transform((v) => v ?? '');
};

export const phoneField = text({ allowBlank: true, pattern: [EGYPT_PHONE, M.invalidPhone] })
  .nullish()
  .transform((v) => v ?? '');

export const addressField = optionalText(L.address.max);

/** The language a user reads notifications and e-mails in (issue #20); null or "" means none chosen: English. */
export const languageField = z.preprocess((value) => (value === '' ? null : value), choice(LANGUAGES).nullable());

const confirmMatches = (password: string, confirm: string, message: string) => ({
  check: (d: Record<string, unknown>) => d[password] === d[confirm] || !d[confirm],
  options: {
    path: [confirm],
    error: message,
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v?.[password] === 'string' && typeof v?.[confirm] === 'string';
    },
  },
});

const registerShape = {
  username: usernameField,
  email: emailField,
  password: passwordField(),
  password2: text({ required: fieldMessages(FIELD_NAMES.confirmPassword).required, trim: false }),
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  phone_number: phoneField,
  address: addressField,
  user_type: choice(USER_TYPES).default('customer'),
  /** Absent: the language the registration was asked in (its Accept-Language). */
  language: languageField.optional(),
};

const match = confirmMatches('password', 'password2', M.confirmMismatch);

/** Public registration (customer spec §5, API.md §3.1). */
export const registerSchema = z.object(registerShape).refine(match.check, match.options);
export type RegisterInput = z.input<typeof registerSchema>;

/** Registration by an admin: names become optional. */
export const adminRegisterSchema = z
  .object({
    ...registerShape,
    first_name: optionalNameField('First name'),
    last_name: optionalNameField('Last name'),
  })
  .refine(match.check, match.options);

export const loginSchema = z.object({
  username: text(),
  password: text({ trim: false }),
});

export const profileFields = {
  bio: text({ allowBlank: true, max: [L.bio.max, M.bioTooLong] }),
  favorite_cuisine: text({
    allowBlank: true,
    max: [L.favoriteCuisine.max, DEFAULT_MESSAGES.maxChars(L.favoriteCuisine.max)],
  }),
};

/** The password group of a profile update, all or nothing: every message of its three fields at once. */
export function passwordChangeErrors(v: {
  current_password?: string | undefined;
  password?: string | undefined;
  password2?: string | undefined;
}): Partial<Record<'current_password' | 'password' | 'password2', string>> {
  const errors: Partial<Record<'current_password' | 'password' | 'password2', string>> = {};
  if (![v.current_password, v.password, v.password2].some((p) => p)) return errors;
  if (!v.current_password) errors.current_password = M.currentPasswordRequired;
  if (!v.password) errors.password = fieldMessages(FIELD_NAMES.password).required;
  else if (v.password.length > L.password.max)
    errors.password = fieldMessages(FIELD_NAMES.password).max(L.password.max);
  else if (!isStrongPassword(v.password)) errors.password = M.passwordRule;
  if (!v.password2) errors.password2 = fieldMessages(FIELD_NAMES.confirmPassword).required;
  else if (v.password && v.password !== v.password2) errors.password2 = M.passwordsDoNotMatch;
  return errors;
}

/**
 * `POST /api/users/update-profile/`: every field optional; the password group is all or nothing.
 */
export const updateProfileSchema = z
  .object({
    first_name: nameField('First name').optional(),
    last_name: nameField('Last name').optional(),
    email: emailField.optional(),
    phone_number: text({ allowBlank: true, pattern: [EGYPT_PHONE, M.invalidPhone] }).optional(),
    address: text({
      allowBlank: true,
      max: [L.address.max, `Must be at most ${L.address.max} characters.`],
    }).optional(),
    bio: profileFields.bio.optional(),
    favorite_cuisine: profileFields.favorite_cuisine.optional(),
    language: languageField.optional(),
    current_password: z.string().optional(),
    password: z.string().optional(),
    password2: z.string().optional(),
  })
  .check((ctx) => {
    for (const [path, message] of Object.entries(passwordChangeErrors(ctx.value)))
      ctx.issues.push({ code: 'custom', path: [path], message, input: ctx.value });
  });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

export const passwordResetRequestSchema = z.object({ email: emailField });
