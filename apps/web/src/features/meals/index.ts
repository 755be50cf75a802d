/** What other features may use of the meals (ADR 017): the meal card, the first meals and a meal's stock. */
export { useFirstMeals, useOutOfStock } from './api';
export { MealCard } from './MealCard';
