/**
 * What an owner's edit page says of a meal or ingredient that is not theirs or does not exist: the same words for
 * both, so the page tells nothing of another restaurant's menu (owner/admin spec §2).
 */
export const OWNER_PAGE_MESSAGES = {
  mealNotFound: 'Meal not found',
  mealNotFoundHint: 'It is not on your menu: it may have been deleted, or the link may be wrong.',
  ingredientNotFound: 'Ingredient not found',
  ingredientNotFoundHint: 'It is not in your inventory: it may have been deleted, or the link may be wrong.',
  backToMenu: 'Back to your menu',
  backToIngredients: 'Back to your ingredients',
} as const;
