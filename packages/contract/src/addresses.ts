import { z } from 'zod';
import { boolish, optionalText, text } from './fields.js';
import { translator } from './i18n/translator.js';
import { referenceId } from './meals.js';
import { ACCOUNT_MESSAGES, DEFAULT_MESSAGES as D } from './messages.js';
import { EGYPT_PHONE } from './rules.js';

const en = translator('en');

/** The columns' lengths (migration 0010), and how many addresses one user may keep. */
export const ADDRESS_LIMITS = {
  label: 40,
  street: 200,
  building: 50,
  floor: 20,
  apartment: 20,
  landmark: 200,
  perUser: 20,
} as const;
const L = ADDRESS_LIMITS;

/** Every message of the saved-address endpoints besides the fields' own (API.md §3.x, ADR 026). */
export const ADDRESS_MESSAGES = {
  tooMany: en('errors.address.tooMany', { max: L.perUser }),
} as const;

/** The parts of a delivery address, as a saved address keeps them and an order copies them. */
export const addressPartFields = {
  street: text({ max: [L.street, D.maxChars(L.street)] }),
  building: optionalText(L.building),
  floor: optionalText(L.floor),
  apartment: optionalText(L.apartment),
  landmark: optionalText(L.landmark),
  /** For the rider: an Egyptian mobile number, as the account's phone. */
  phone: text({ pattern: [EGYPT_PHONE, ACCOUNT_MESSAGES.invalidPhone] }),
};

export const addressFields = {
  label: optionalText(L.label),
  /** An area that exists and is not retired (checked by the server). */
  area: referenceId(),
  ...addressPartFields,
  is_default: boolish,
};

/**
 * `POST /api/users/addresses/`. `is_default` may be left out: the first address becomes the default anyway, and a
 * later one only when it asks to.
 */
export const addressCreateSchema = z.object(addressFields).partial({ is_default: true });

/** `PUT`/`PATCH /api/users/addresses/{id}/`: both partial (API.md §1.3). */
export const addressUpdateSchema = z.object(addressFields).partial();

export type AddressCreate = z.output<typeof addressCreateSchema>;
export type AddressUpdate = z.output<typeof addressUpdateSchema>;
