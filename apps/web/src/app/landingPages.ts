/**
 * The pages people land on from outside, by path and screen module: the server renders them with their data and
 * stylesheets (entry-server.tsx), and their code is fetched beside the first page's, for the browser to take the
 * rendered page over (vite.config.ts, preloadLandingPages).
 */
export const LANDING_PAGES: { path: RegExp; page: string }[] = [
  { path: /^\/$/, page: 'src/features/home/HomePage.tsx' },
  { path: /^\/meals\/?$/, page: 'src/features/meals/MealsPage.tsx' },
  { path: /^\/meals\/\d+\/?$/, page: 'src/features/meals/MealDetailPage.tsx' },
  { path: /^\/restaurants\/?$/, page: 'src/features/restaurants/RestaurantListPage.tsx' },
  { path: /^\/restaurants\/\d+\/?$/, page: 'src/features/restaurants/RestaurantDetailPage.tsx' },
  { path: /^\/top-custom-meals\/?$/, page: 'src/features/custom-meals/TopCustomMealsPage.tsx' },
];
