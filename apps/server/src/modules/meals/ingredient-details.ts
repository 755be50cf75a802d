import { ingredients, restaurants } from '../../db/schema.js';
import { money, quantity } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';

/**
 * The columns of IngredientOut (API.md §2.5), for queries that embed ingredients in recipe and
 * custom-meal lines; they join `restaurants` on the ingredient's restaurant.
 */
export const ingredientDetailColumns = {
  ingredientId: ingredients.id,
  ingredientRestaurantId: ingredients.restaurantId,
  ingredientRestaurantName: restaurants.name,
  ingredientRestaurantNameAr: restaurants.nameAr,
  ingredientName: ingredients.name,
  ingredientDescription: ingredients.description,
  ingredientNameAr: ingredients.nameAr,
  ingredientDescriptionAr: ingredients.descriptionAr,
  ingredientImage: ingredients.image,
  ingredientUnit: ingredients.unit,
  ingredientQuantity: ingredients.quantity,
  ingredientPriceCents: ingredients.pricePerUnitCents,
  ingredientIsAvailable: ingredients.isAvailable,
  ingredientIsAllergen: ingredients.isAllergen,
  ingredientAllergenType: ingredients.allergenType,
};

export interface IngredientDetailRow {
  ingredientId: number;
  ingredientRestaurantId: number;
  ingredientRestaurantName: string;
  ingredientRestaurantNameAr: string | null;
  ingredientName: string;
  ingredientDescription: string;
  ingredientNameAr: string | null;
  ingredientDescriptionAr: string | null;
  ingredientImage: string | null;
  ingredientUnit: string;
  ingredientQuantity: number;
  ingredientPriceCents: number;
  ingredientIsAvailable: boolean;
  ingredientIsAllergen: boolean;
  ingredientAllergenType: string | null;
}

/** IngredientOut (API.md §2.5). */
export const ingredientDetailsOut = (r: IngredientDetailRow, baseUrl: string) => ({
  id: r.ingredientId,
  restaurant: r.ingredientRestaurantId,
  restaurant_name: r.ingredientRestaurantName,
  restaurant_name_ar: r.ingredientRestaurantNameAr,
  name: r.ingredientName,
  description: r.ingredientDescription,
  name_ar: r.ingredientNameAr,
  description_ar: r.ingredientDescriptionAr,
  image: mediaUrl(baseUrl, r.ingredientImage),
  unit: r.ingredientUnit,
  quantity: quantity(r.ingredientQuantity),
  available_quantity: quantity(r.ingredientQuantity),
  price_per_unit: money(r.ingredientPriceCents),
  is_available: r.ingredientIsAvailable,
  is_allergen: r.ingredientIsAllergen,
  allergen_type: r.ingredientIsAllergen ? r.ingredientAllergenType : null,
});

/** A line of AvailabilityOut's check (API.md §4.2): what one unit needs of one ingredient. */
export interface NeedLine {
  ingredientId: number;
  ingredientName: string;
  ingredientNameAr: string | null;
  ingredientUnit: string;
  ingredientQuantity: number;
  ingredientIsAvailable: boolean;
  /** Amount per one meal. */
  quantity: number;
}
