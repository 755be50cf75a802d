import { iso, money, quantity, rating } from '../../lib/serialize.js';
import { ingredientDetailsOut } from '../meals/ingredient-details.js';
import type { MealOut } from '../meals/serialize.js';
import { mediaUrl } from '../media/service.js';
import type { CustomMealLineRow, CustomMealRow } from './queries.js';

/** CustomMealIngredientOut (API.md §2.10). */
export const customMealLineOut = (l: CustomMealLineRow, baseUrl: string) => ({
  id: l.id,
  ingredient: l.ingredientId,
  ingredient_details: ingredientDetailsOut(l, baseUrl),
  quantity: quantity(l.quantity),
  line_price: money(l.linePriceCents),
});

/** CustomMealOut (API.md §2.9). */
export const customMealOut = (
  c: CustomMealRow,
  lines: CustomMealLineRow[],
  baseMeal: MealOut | null,
  baseUrl: string,
) => ({
  id: c.id,
  user: c.userId,
  user_username: c.userUsername,
  name: c.name,
  description: c.description,
  cooking_instructions: c.cookingInstructions,
  is_public: c.isPublic,
  restaurant: c.restaurantId,
  restaurant_name: c.restaurantName,
  restaurant_name_ar: c.restaurantNameAr,
  base_meal: c.baseMealId,
  base_meal_details: baseMeal,
  base_price: money(Number(c.basePriceCents)),
  image: c.baseMealId === null ? null : mediaUrl(baseUrl, c.baseMealImage),
  category: c.baseMealId === null ? null : c.categoryId,
  category_name: c.baseMealId === null || c.categoryId === null ? null : c.categoryName,
  category_name_ar: c.baseMealId === null || c.categoryId === null ? null : c.categoryNameAr,
  avg_rating: rating(c.avgRating),
  review_count: Number(c.reviewCount),
  votes: Number(c.reviewCount),
  ingredients: lines.map((l) => customMealLineOut(l, baseUrl)),
  created_at: iso(c.createdAt),
  updated_at: iso(c.updatedAt),
});
