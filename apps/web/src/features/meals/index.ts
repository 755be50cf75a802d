/**
 * What other features may use of the meals (ADR 017): the meal card, the first meals, a meal's stock and the chooser
 * of its options.
 */
export { useFirstMeals, useOutOfStock } from './api';
export { MealCard } from './MealCard';
export { OptionsChooser } from './OptionsChooser';
