import { z } from 'zod';
import {
  emailField,
  languageField,
  nameField,
  optionalNameField,
  passwordField,
  phoneField,
  profileFields,
  usernameField,
} from '../accounts.js';
import { USER_TYPES } from '../enums.js';
import { LANGUAGES } from '../i18n/language.js';
import { choice, text } from '../fields.js';
import { LIMITS } from '../limits.js';
import { DEFAULT_MESSAGES } from '../messages.js';
import {
  answerShapes,
  choicesQuery,
  datetimeOut,
  idOut,
  imageOut,
  orderingQuery,
  pageQuery,
  searchQuery,
} from './common.js';

/** ProfileOut (API.md §2.2). */
export const profileOutSchema = z
  .object({
    id: idOut,
    user: idOut,
    bio: z.string(),
    favorite_cuisine: z.string(),
  })
  .register(answerShapes, { id: 'ProfileOut' });

/** UserOut (API.md §2.1). */
export const userOutSchema = z
  .object({
    id: idOut,
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    user_type: z.enum(USER_TYPES),
    phone_number: z.string(),
    address: z.string(),
    profile_picture: imageOut,
    profile: profileOutSchema,
    date_joined: datetimeOut,
    /** The language of the user's notifications and e-mails; null: none chosen (English). */
    language: z.enum(LANGUAGES).nullable(),
  })
  .register(answerShapes, { id: 'UserOut' });

/** RegistrationOut (API.md §2.3). */
export const registrationOutSchema = userOutSchema
  .pick({
    id: true,
    username: true,
    email: true,
    first_name: true,
    last_name: true,
    user_type: true,
    phone_number: true,
    address: true,
    language: true,
  })
  .register(answerShapes, { id: 'RegistrationOut' });

export const tokenOutSchema = z.object({ token: z.string().regex(/^[0-9a-f]{40}$/) });
export const revokeBodySchema = z.object({ all: z.boolean().optional() }).optional();

/** The password-reset flows answer `{"message"}` (API.md §3.1). */
export const messageOutSchema = z.object({ message: z.string() });

/** `POST /api/users/password-reset-confirm/` (API.md §3.1). */
export const passwordResetConfirmSchema = z.object({
  uid: z.string(),
  token: z.string(),
  new_password: z.string(),
  confirm_password: z.string(),
});

/** PUT/PATCH of a user: every field optional (partial update, API.md §1.3); admins may blank others' names. */
export const userUpdateSchema = (opts: { allowBlankNames: boolean }) =>
  z.object({
    username: usernameField.optional(),
    email: emailField.optional(),
    first_name: (opts.allowBlankNames ? optionalNameField('First name') : nameField('First name')).optional(),
    last_name: (opts.allowBlankNames ? optionalNameField('Last name') : nameField('Last name')).optional(),
    phone_number: phoneField.optional(),
    address: text({
      allowBlank: true,
      max: [LIMITS.address.max, DEFAULT_MESSAGES.maxChars(LIMITS.address.max)],
    }).optional(),
    password: passwordField().optional(),
    current_password: z.string().optional(),
    user_type: choice(USER_TYPES).optional(),
    /** Only the user themself sets it; an admin's value for someone else is ignored. */
    language: languageField.optional(),
  });

/** PUT/PATCH of `/api/profiles/{id}/`. */
export const profileUpdateSchema = z.object({
  bio: profileFields.bio.optional(),
  favorite_cuisine: profileFields.favorite_cuisine.optional(),
});

export const userListQuery = z.object({
  ...pageQuery,
  user_type: choicesQuery(USER_TYPES),
  search: searchQuery,
  ordering: orderingQuery(['username', 'date_joined']),
});

export type ProfileOut = z.output<typeof profileOutSchema>;
export type UserOut = z.output<typeof userOutSchema>;
export type RegistrationOut = z.output<typeof registrationOutSchema>;
