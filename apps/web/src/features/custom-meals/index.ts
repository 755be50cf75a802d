/** What other features may use of custom meals (ADR 017): a user's custom meals and a card's actions. */
export { useMyCustomMeals } from './api';
export { CustomMealActions } from './CustomMealActions';
