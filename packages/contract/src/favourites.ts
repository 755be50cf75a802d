import { z } from 'zod';
import { isBlank } from './fields.js';
import { translator } from './i18n/translator.js';
import { referenceId } from './meals.js';

const en = translator('en');

/** What a customer hearts (issue #23): a favourite names exactly one of them. */
export const FAVOURITE_TARGETS = ['restaurant', 'meal'] as const;
export type FavouriteTarget = (typeof FAVOURITE_TARGETS)[number];

/** Every message of the favourites endpoints besides the fields' own (API.md §3.17). */
export const FAVOURITE_MESSAGES = {
  customersOnly: en('errors.favourite.customersOnly'),
  exactlyOne: en('errors.favourite.exactlyOne'),
} as const;

/** A blank value counts as not sent, so `{restaurant: 3, meal: ""}` names the restaurant alone. */
const target = z.preprocess((value) => (isBlank(value) ? undefined : value), referenceId().optional());

/**
 * `POST /api/users/favourites/`: `{restaurant}` or `{meal}`, exactly one (`FAVOURITE_MESSAGES.exactlyOne`), an id the
 * caller can see (checked by the server).
 */
export const favouriteCreateSchema = z.object({ restaurant: target, meal: target });

export type FavouriteCreate = z.output<typeof favouriteCreateSchema>;
