import { isLanguage, type Language } from '@dishcraft/contract';
import { iso } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';
import type { UserRow } from './queries.js';

const languageOf = (value: string | null): Language | null => (isLanguage(value) ? value : null);

export const profileOut = (p: { id: number; userId: number; bio: string; favoriteCuisine: string }) => ({
  id: p.id,
  user: p.userId,
  bio: p.bio,
  favorite_cuisine: p.favoriteCuisine,
});

/** UserOut (API.md §2.1). */
export const userOut = (u: UserRow, baseUrl: string) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  user_type: u.userType,
  phone_number: u.phoneNumber,
  address: u.address,
  profile_picture: mediaUrl(baseUrl, u.profilePicture),
  profile: profileOut({ id: u.profileId, userId: u.id, bio: u.bio, favoriteCuisine: u.favoriteCuisine }),
  date_joined: iso(u.dateJoined),
  language: languageOf(u.language),
});

/** RegistrationOut (API.md §2.3). */
export const registrationOut = (u: UserRow) => ({
  id: u.id,
  username: u.username,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  user_type: u.userType,
  phone_number: u.phoneNumber,
  address: u.address,
  language: languageOf(u.language),
});
