/**
 * The answers of API.md §2 as the web app reads them: each is the output type of the contract's response
 * schema (packages/contract/src/api), the one the server's routes declare and its tests check answers against.
 */
export type {
  AvailabilityOut as Availability,
  CategoryOut as Category,
  CustomMealOut as CustomMeal,
  FavouriteOut as Favourite,
  IngredientOut as Ingredient,
  MealOut as Meal,
  NotificationOut as AppNotification,
  OfferOut as Offer,
  OrderItemOut as OrderItem,
  OrderOut as Order,
  Page,
  PaymentConfigOut as PaymentConfig,
  PaymentIntentOut as PaymentIntent,
  PromoCheckOut as PromoCheck,
  ReorderOut as Reorder,
  RestaurantOut as Restaurant,
  ReviewOut as Review,
  ReviewTarget as ReviewKind,
  UserOut as User,
  WeatherOut as Weather,
} from '@dishcraft/contract';
