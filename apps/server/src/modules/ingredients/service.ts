import {
  DEFAULT_MESSAGES,
  type FieldErrors,
  ingredientCreateSchema,
  ingredientUpdateSchema,
  INGREDIENT_MESSAGES as M,
  withStockQuantity,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { type PageRequest, listOrPage } from '../../lib/pagination.js';
import { isAdmin } from '../../lib/policy.js';
import { ingredientDetailsOut } from '../meals/ingredient-details.js';
import { bodyId, hasErrors, isBlankValue, parseFields, unknownReference } from '../../lib/body-fields.js';
import { isImageValue } from '../media/body.js';
import { mediaService } from '../media/service.js';
import { restaurantsService } from '../restaurants/service.js';
import * as q from './queries.js';

const NAME_UQ = 'ingredients_restaurant_name_uq';

/**
 * The allergen rule (API.md §3.4): a type is required for allergens (the one sent, else the one
 * stored) and stored null otherwise, whatever was sent.
 */
function allergenOf(
  isAllergen: boolean,
  sent: unknown,
  parsed: string | undefined,
  stored: string | null,
  errors: FieldErrors,
): string | null {
  if (!isAllergen) {
    delete errors.allergen_type;
    return null;
  }
  const type = sent === undefined ? stored : isBlankValue(sent) ? null : (parsed ?? null);
  if (!type && !errors.allergen_type) errors.allergen_type = [M.allergenTypeRequired];
  if (isBlankValue(sent) && sent !== undefined) errors.allergen_type = [M.allergenTypeRequired];
  return type;
}

export function ingredientsService(ctx: AppContext) {
  const { db } = ctx.database;
  const media = mediaService(ctx);
  const restaurants = restaurantsService(ctx);

  async function loadVisible(actor: Actor, id: number) {
    const row = await q.findVisibleIngredient(db, actor, id);
    if (!row) throw notFound();
    return row;
  }

  /** Visible (else 404) and of the actor's restaurant, or any for admins (else 403). */
  async function loadManaged(actor: UserActor, id: number) {
    const row = await loadVisible(actor, id);
    if (!isAdmin(actor) && row.restaurantOwnerId !== actor.id) throw forbidden();
    return row;
  }

  /**
   * The restaurant a new ingredient goes to: required for admins; an owner's own by default. An
   * owner naming a restaurant they can see but do not own is a 403 (thrown at once: permission
   * comes before validation); one they cannot see "does not exist".
   */
  async function targetRestaurant(actor: UserActor, value: unknown, errors: FieldErrors) {
    const own = isAdmin(actor) ? undefined : await restaurants.idOfOwner(actor.id);
    if (isBlankValue(value)) {
      if (isAdmin(actor)) errors.restaurant = [DEFAULT_MESSAGES.required];
      else if (own === undefined) errors.restaurant = [M.noRestaurant];
      return own;
    }
    const id = bodyId(value);
    if (id === undefined) {
      errors.restaurant = [unknownReference('Restaurant', value)];
      return undefined;
    }
    if (id === own) return id;
    const visible = await restaurants.findVisible(actor, id);
    if (!visible) {
      errors.restaurant = [DEFAULT_MESSAGES.doesNotExist('Restaurant', id)];
      return undefined;
    }
    if (!isAdmin(actor)) throw forbidden(M.ownRestaurantOnly);
    return id;
  }

  const out = (row: q.IngredientRow, baseUrl: string) => ingredientDetailsOut(row, baseUrl);

  function nameRace(error: unknown): never {
    if (isUniqueViolation(error, NAME_UQ)) throw badRequest({ name: [M.nameTaken] });
    throw error;
  }

  function list(actor: Actor, filter: q.IngredientFilter, page: PageRequest | null, url: URL, baseUrl: string) {
    return listOrPage(
      page,
      url,
      async (slice) => (await q.listIngredients(db, actor, filter, slice)).map((r) => out(r, baseUrl)),
      () => q.countIngredients(db, actor, filter),
    );
  }

  return {
    list,

    /** `GET /api/restaurants/restaurants/{id}/ingredients/`: 404 unless the restaurant is visible. */
    async listOfRestaurant(
      actor: Actor,
      restaurantId: number,
      filter: Pick<q.IngredientFilter, 'isAvailable' | 'search'>,
      page: PageRequest | null,
      url: URL,
      baseUrl: string,
    ) {
      if (!(await restaurants.findVisible(actor, restaurantId))) throw notFound();
      return list(actor, { ...filter, restaurantId }, page, url, baseUrl);
    },

    get: async (actor: Actor, id: number, baseUrl: string) => out(await loadVisible(actor, id), baseUrl),

    async create(actor: UserActor, body: Record<string, unknown>, baseUrl: string) {
      if (!isAdmin(actor) && actor.userType !== 'restaurant') throw forbidden(M.customerForbidden);
      const stock = { ...withStockQuantity(body), restaurant: undefined };
      const { data, errors } = parseFields(ingredientCreateSchema, stock, 'create');
      const restaurantId = await targetRestaurant(actor, body.restaurant, errors);
      const allergenType = allergenOf(data.is_allergen ?? false, body.allergen_type, data.allergen_type, null, errors);
      if (!isImageValue(body.image)) errors.image = [DEFAULT_MESSAGES.image];
      if (data.name && restaurantId !== undefined && !errors.name && (await q.nameTaken(db, restaurantId, data.name)))
        errors.name = [M.nameTaken];
      if (hasErrors(errors) || restaurantId === undefined) throw badRequest(errors);

      const image = await media.storeField('ingredient_images', 'image', body.image);
      try {
        const id = await q.insertIngredient(db, {
          restaurantId,
          name: data.name as string,
          description: data.description ?? '',
          nameAr: data.name_ar ?? null,
          descriptionAr: data.description_ar ?? null,
          image: image ?? null,
          unit: data.unit as string,
          quantity: data.quantity as number,
          pricePerUnitCents: data.price_per_unit as number,
          isAvailable: data.is_available ?? true,
          isAllergen: data.is_allergen ?? false,
          allergenType,
        });
        return out(await loadVisible(actor, id), baseUrl);
      } catch (error) {
        media.removeLater(image);
        nameRace(error);
      }
    },

    /** Partial update; the restaurant cannot change, `quantity` sets the stock absolutely. */
    async update(actor: UserActor, id: number, body: Record<string, unknown>, baseUrl: string) {
      const current = await loadManaged(actor, id);
      const stock = { ...withStockQuantity(body), restaurant: undefined };
      const { data, errors } = parseFields(ingredientUpdateSchema, stock, 'update');
      if (!isBlankValue(body.restaurant) && bodyId(body.restaurant) !== current.ingredientRestaurantId)
        errors.restaurant = [M.cannotMove];
      const isAllergen = data.is_allergen ?? current.ingredientIsAllergen;
      const allergenType = allergenOf(
        isAllergen,
        body.allergen_type,
        data.allergen_type,
        current.ingredientAllergenType,
        errors,
      );
      if (!isImageValue(body.image)) errors.image = [DEFAULT_MESSAGES.image];
      if (
        data.name &&
        !errors.name &&
        (await q.nameTaken(db, current.ingredientRestaurantId, data.name, current.ingredientId))
      )
        errors.name = [M.nameTaken];
      if (hasErrors(errors)) throw badRequest(errors);

      const image = await media.storeField('ingredient_images', 'image', body.image);
      try {
        await ctx.transaction(async (tx, onCommit) => {
          await q.updateIngredient(tx, id, {
            ...(data.name !== undefined && { name: data.name }),
            ...(data.description !== undefined && { description: data.description }),
            ...(data.name_ar !== undefined && { nameAr: data.name_ar }),
            ...(data.description_ar !== undefined && { descriptionAr: data.description_ar }),
            ...(data.unit !== undefined && { unit: data.unit }),
            ...(data.quantity !== undefined && { quantity: data.quantity }),
            ...(data.price_per_unit !== undefined && { pricePerUnitCents: data.price_per_unit }),
            ...(data.is_available !== undefined && { isAvailable: data.is_available }),
            isAllergen,
            allergenType,
            ...(image !== undefined && { image }),
          });
          if (image !== undefined) media.removeLater(current.ingredientImage, onCommit);
        });
      } catch (error) {
        media.removeLater(image);
        nameRace(error);
      }
      return out(await loadVisible(actor, id), baseUrl);
    },

    /** Refused with 409 `in_use` while a recipe, a meal's option or a custom meal uses it (API.md §3.4). */
    async remove(actor: UserActor, id: number) {
      const current = await loadManaged(actor, id);
      await ctx.transaction(async (tx, onCommit) => {
        if (!(await q.lockIngredient(tx, id))) throw notFound();
        const usage = await q.usageOf(tx, id);
        if (usage.meals.length || usage.customMeals)
          throw conflict(M.inUse(usage.meals.length, usage.customMeals), 'in_use', {
            meals: usage.meals,
            custom_meals: usage.customMeals,
          });
        await q.deleteIngredient(tx, id);
        media.removeLater(current.ingredientImage, onCommit);
      });
    },
  };
}
