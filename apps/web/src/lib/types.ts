import type { UserType } from '@dishcraft/contract';

/** Shapes of API.md §2 as the web app reads them. */
export interface Profile {
  id: number;
  user: number;
  bio: string;
  favorite_cuisine: string;
}

export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  phone_number: string;
  address: string;
  profile_picture: string | null;
  profile: Profile;
  date_joined: string;
}
