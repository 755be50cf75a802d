/** What other features may use of the favourites (ADR 017): the heart, and the list the profile shows. */
export { useFavourites } from './api';
export { HeartButton } from './HeartButton';
