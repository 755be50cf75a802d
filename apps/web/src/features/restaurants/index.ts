/** What other features may use of the restaurants (ADR 017): the restaurant list and its card, and one restaurant. */
export { useRestaurant, useRestaurants } from './api';
export { RestaurantCard } from './RestaurantCard';
