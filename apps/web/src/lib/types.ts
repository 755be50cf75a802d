import type {
  AllergenType,
  IntentStatus,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  Unit,
  UserType,
} from '@dishcraft/contract';

/** Shapes of API.md §2 as the web app reads them. */
export interface Profile {
  id: number;
  user: number;
  bio: string;
  favorite_cuisine: string;
}

export interface User {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  user_type: UserType;
  phone_number: string;
  address: string;
  profile_picture: string | null;
  profile: Profile;
  date_joined: string;
}

/** Catalogue shapes (API.md §2.4–2.11, §2.16, §2.18, §2.20). Money fields are decimal strings ("12.50"). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface RestaurantOwnerDetails {
  id: number;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  user_type: UserType;
}

export interface Restaurant {
  id: number;
  name: string;
  description: string;
  address: string;
  phone_number: string;
  logo: string | null;
  opening_time: string;
  closing_time: string;
  is_active: boolean;
  is_open_now: boolean;
  is_approved: boolean | null;
  rejection_reason: string | null;
  owner_id: number;
  owner_username: string;
  owner_details: RestaurantOwnerDetails;
  avg_rating: number | null;
  review_count: number;
  created_at: string;
  updated_at: string;
}

export interface Ingredient {
  id: number;
  restaurant: number;
  restaurant_name: string;
  name: string;
  description: string;
  image: string | null;
  unit: Unit;
  quantity: number;
  available_quantity: number;
  price_per_unit: string;
  is_available: boolean;
  is_allergen: boolean;
  allergen_type: AllergenType | null;
}

export interface Category {
  id: number;
  name: string;
  description: string;
}

export interface MealIngredient {
  id: number;
  ingredient: number;
  ingredient_details: Ingredient;
  quantity: number;
  is_optional: boolean;
  additional_price: string;
}

export interface Meal {
  id: number;
  restaurant: number;
  restaurant_name: string;
  name: string;
  description: string;
  category: number | null;
  category_name: string | null;
  base_price: string;
  image: string | null;
  preparation_time: number;
  is_available: boolean;
  is_customizable: boolean;
  is_featured: boolean;
  avg_rating: number | null;
  review_count: number;
  meal_ingredients: MealIngredient[];
  created_at: string;
}

export interface CustomMealIngredient {
  id: number;
  ingredient: number;
  ingredient_details: Ingredient;
  quantity: number;
  line_price: string;
}

export interface CustomMeal {
  id: number;
  user: number;
  user_username: string;
  name: string;
  description: string;
  cooking_instructions: string;
  is_public: boolean;
  restaurant: number;
  restaurant_name: string;
  base_meal: number | null;
  base_meal_details: Meal | null;
  base_price: string;
  image: string | null;
  category: number | null;
  category_name: string | null;
  avg_rating: number | null;
  review_count: number;
  votes: number;
  ingredients: CustomMealIngredient[];
  created_at: string;
  updated_at: string;
}

export type ReviewKind = 'restaurant' | 'meal' | 'custom_meal';

export interface Review {
  id: number;
  user: number;
  user_username: string;
  restaurant?: number;
  restaurant_name?: string;
  meal?: number;
  meal_name?: string;
  custom_meal?: number;
  custom_meal_name?: string;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
}

export interface UnavailableIngredient {
  id: number;
  name: string;
  unit: Unit;
  available: boolean;
  required: number;
  in_stock: number;
}

export interface Availability {
  is_available: boolean;
  unavailable_ingredients: UnavailableIngredient[];
  message: string;
}

export interface Weather {
  temperature_c: number;
  description: string;
  humidity: number;
  icon: 'clear' | 'partly-cloudy' | 'cloudy' | 'fog' | 'drizzle' | 'rain' | 'snow' | 'thunderstorm';
  location: string;
  sample: boolean;
}

/** Orders, payments and notifications (API.md §2.12–2.17). */
export interface OrderItemMealDetails {
  id: number | null;
  name: string;
  image: string | null;
}

export interface OrderItemCustomMealDetails extends OrderItemMealDetails {
  cooking_instructions: string;
  ingredients: { ingredient: number | null; name: string; unit: Unit; quantity: number }[];
}

export interface OrderItem {
  id: number;
  meal: number | null;
  meal_details: OrderItemMealDetails | null;
  custom_meal: number | null;
  custom_meal_details: OrderItemCustomMealDetails | null;
  quantity: number;
  price: string;
  special_instructions: string;
}

export interface Payment {
  id: number;
  order: number;
  payment_method: PaymentMethod;
  amount: string;
  status: PaymentStatus;
  transaction_id: string | null;
  provider: string | null;
  payment_date: string;
}

export interface Order {
  id: number;
  user: number | null;
  user_username: string;
  user_details: {
    id: number;
    username: string;
    first_name: string;
    last_name: string;
    email: string;
    phone_number: string;
  } | null;
  restaurant: number | null;
  restaurant_name: string;
  status: OrderStatus;
  total_price: string;
  payment_method: PaymentMethod;
  delivery_address: string;
  delivery_notes: string;
  cancellation_reason: string | null;
  items: OrderItem[];
  payment: Payment;
  created_at: string;
  updated_at: string;
}

export interface PaymentIntent {
  clientSecret: string;
  id: string;
  provider: 'test' | 'stripe';
  amount: number;
  currency: string;
  status: IntentStatus;
}

export interface PaymentConfig {
  provider: 'test' | 'stripe';
  publishableKey: string | null;
  currency: string;
}

export type { NotificationOut as AppNotification } from '@dishcraft/contract';
