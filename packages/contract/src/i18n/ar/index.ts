/* One object per namespace, each owned by one feature: keys read `namespace.key` (ADR 023). */
import { common } from './common.js';
import { labels } from './labels.js';
import { home } from './home.js';
import { auth } from './auth.js';
import { profile } from './profile.js';
import { notifications } from './notifications.js';
import { browse } from './browse.js';
import { reviews } from './reviews.js';
import { customMeals } from './customMeals.js';
import { cart } from './cart.js';
import { checkout } from './checkout.js';
import { addresses } from './addresses.js';
import { favourites } from './favourites.js';
import { areas } from './areas.js';
import { orders } from './orders.js';
import { owner } from './owner.js';
import { admin } from './admin.js';
import { errors } from './errors.js';
import { email } from './email.js';
import { promotions } from './promotions.js';
import { promoAdmin } from './promoAdmin.js';

export const ar = {
  common,
  labels,
  home,
  auth,
  profile,
  notifications,
  browse,
  reviews,
  customMeals,
  cart,
  checkout,
  addresses,
  favourites,
  areas,
  orders,
  owner,
  admin,
  errors,
  email,
  promotions,
  promoAdmin,
};
