import { ORDER_STATUS_LABELS, type OrderStatus } from './enums.js';

/** Web-side texts of the restaurant-owner and admin screens (owner/admin spec §2, §4, §5, §6, §8). */
export const OWNER_MESSAGES = {
  // guards and prerequisites (spec §6, §8)
  ownerOrAdminOnly: 'You must be logged in as a restaurant owner or admin to access this page.',
  loginRequired: 'You must be logged in to access this page.',
  authRequiredAgain: 'Authentication required. Please log in again.',
  restaurantNotFound: 'Restaurant information not found.',
  // dashboard (spec §2)
  welcomeTitle: 'Welcome to Dishcraft!',
  welcomeText: 'You do not have a restaurant set up yet. Create one to start receiving orders.',
  noRestaurantLoaded: 'No restaurant information is available. Create your restaurant to get started.',
  fetchRestaurantFailed: 'Failed to fetch your restaurant',
  restaurantUpdated: 'Restaurant details updated successfully!',
  restaurantUpdateFailed: 'Failed to update restaurant. Please try again.',
  statsFailed: 'Statistics could not be loaded. Reload the page to try again.',
  noOrders: 'No orders have been placed yet',
  noActiveOrders: 'No orders to work on right now.',
  noPastOrders: 'No delivered or cancelled orders yet.',
  noOrdersWithStatus: (label: string) => `No orders with the status ${label}.`,
  fetchOrdersFailed: 'Failed to fetch orders',
  updateStatusFailed: 'Failed to update order status',
  cancelReasonRequired: 'Please provide a reason for cancellation',
  orderCancelled: (id: number) => `Order #${id} has been cancelled`,
  /** The status by its label, as every screen shows it (issue #19: "updated to confirmed" showed the raw value). */
  orderStatusUpdated: (id: number, status: OrderStatus) =>
    `Order #${id} status updated to ${ORDER_STATUS_LABELS[status]}`,
  noMeals: "You haven't added any meals to your menu yet.",
  noIngredients: "You haven't added any ingredients to your inventory yet.",
  noSearchMatch: 'Nothing matches your search. Try another word or clear the search.',
  ingredientsNote:
    'Manage your ingredient inventory and stock levels here. Meals use these ingredients, and orders take from their stock.',
  // restaurant form (spec §2, §8)
  fetchRestaurantDataFailed: 'Failed to fetch restaurant data. Please try again.',
  createRestaurantFailed: 'Failed to create restaurant. Please try again.',
  updateRestaurantFailed: 'Failed to update restaurant. Please try again.',
  restaurantCreated: 'Restaurant created successfully! Redirecting...',
  restaurantSaved: 'Restaurant updated successfully! Redirecting...',
  alreadyHaveRestaurant: 'You already have a restaurant. Each owner can only have one restaurant.',
  fetchOwnersFailed: 'Failed to fetch users',
  // meal and ingredient forms (spec §8)
  mealLoadFailed: 'Failed to load meal details. Please try again.',
  mealCreated: 'Meal added successfully',
  mealUpdated: 'Meal updated successfully',
  ingredientCreated: 'Ingredient added successfully',
  ingredientUpdated: 'Ingredient updated successfully',
  categoryCreated: (name: string) => `Category ${name} created`,
  noIngredientsForMeal: 'Your inventory has no ingredients yet. Add ingredients first to list what this meal uses.',
  lineQuantityMin: 'Must be at least 0.1.',
} as const;

export const ADMIN_MESSAGES = {
  dashboardLoadFailed: 'Failed to load dashboard data',
  fetchUsersFailed: 'Failed to fetch users',
  fetchRestaurantsFailed: 'Failed to fetch restaurants',
  fetchOrdersFailed: 'Failed to fetch orders',
  noUsersMatch: 'No users found matching your search.',
  noRestaurantsMatch: 'No restaurants found matching your search.',
  noOrdersMatch: 'No orders found matching your search.',
  // users (spec §2, §8)
  deleteUserConfirm: 'This action cannot be undone. It permanently removes the user and all associated data.',
  deleteOwnerWarning: 'This user owns a restaurant: their restaurant will also be removed.',
  deleteUserFailed: 'Failed to delete user. Please try again.',
  userDeleted: (username: string) => `User ${username} has been deleted successfully.`,
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  saveUserFailed: 'Failed to save user.',
  fetchUserFailed: 'Failed to fetch user data.',
  // restaurants (spec §2, §4, §8)
  approvalFailed: (action: 'approve' | 'reject', message?: string) =>
    `Failed to ${action} restaurant: ${message || 'Unknown error'}`,
  approvalDone: (name: string, outcome: 'approved' | 'rejected') =>
    `Restaurant ${name} has been ${outcome} successfully.`,
  resetConfirm: (name: string) => `Reset ${name} to Pending Approval?`,
  resetFailed: (message?: string) => `Failed to reset restaurant: ${message || 'Unknown error'}`,
  resetDone: (name: string) => `Restaurant ${name} has been reset to Pending Approval.`,
  updateRestaurantStatusFailed: 'Failed to update restaurant status',
} as const;
