/** English texts of the `favourites` namespace: the restaurants and meals a customer hearts (issue #23). */
export const favourites = {
  tab: 'Favourites',
  save: 'Save {{name}} to favourites',
  signIn: 'Sign in to save {{name}} to favourites',
  saveFailed: 'Could not save {{name}} to favourites.',
  removeFailed: 'Could not remove {{name}} from favourites.',
  failed: 'Could not load your favourites.',
  emptyTitle: 'No favourites yet',
  emptyHint: 'Tap the heart on a restaurant or a meal, and you will find it here.',
  browse: 'Browse restaurants',
  restaurants: 'Restaurants',
  meals: 'Meals',
};
