import { localized } from '@dishcraft/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazyPage';
import { titled } from '../pageTitle';
import { restaurantKeys } from '../../features/restaurants/api';
import type { Restaurant } from '../../lib/types';

/** The feature's routes, lazy-loaded so the first page stays small. */
export const routes: RouteObject[] = [
  {
    path: '/restaurants',
    handle: titled((t) => t('common.titles.restaurants')),
    Component: lazyPage(() =>
      import('../../features/restaurants/RestaurantListPage').then((m) => m.RestaurantListPage),
    ),
  },
  {
    path: '/restaurants/:id',
    handle: titled((t, { id }, cached, language) => {
      const restaurant = cached<Restaurant>(restaurantKeys.detail(Number(id)));
      return (restaurant && localized(restaurant, 'name', language)) || t('common.titles.restaurant');
    }),
    Component: lazyPage(() =>
      import('../../features/restaurants/RestaurantDetailPage').then((m) => m.RestaurantDetailPage),
    ),
  },
];
