import {
  DEFAULT_MESSAGES as D,
  FAVOURITE_MESSAGES as M,
  favouriteCreateSchema,
  FIELD_NAMES,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { hasErrors, parseFields } from '../../lib/body-fields.js';
import { badRequest, nonFieldError, notFound } from '../../lib/errors.js';
import { listOrPage, type PageRequest } from '../../lib/pagination.js';
import { requireRole } from '../../lib/policy.js';
import { queryReader, type Query } from '../../lib/query-params.js';
import { mealsService } from '../meals/service.js';
import { restaurantsService } from '../restaurants/service.js';
import * as q from './queries.js';
import { type FavouriteOut, favouriteOut } from './serialize.js';

/**
 * A customer's hearted restaurants and meals (issue #23). Private to their owner: every query is scoped to the
 * caller, so another user's favourite answers like a missing one. Owners and admins keep none (403).
 */
export function favouritesService(ctx: AppContext) {
  const { db } = ctx.database;
  const restaurants = restaurantsService(ctx);
  const meals = mealsService(ctx);

  const customer = (actor: Actor): UserActor => requireRole(actor, ['customer'], M.customersOnly);

  /**
   * Each favourite with its restaurant's or meal's details: one batched lookup per kind. A target that stopped being
   * visible between the statements is left out, as the next list would leave it out.
   */
  async function present(actor: Actor, rows: q.FavouriteRow[], baseUrl: string): Promise<FavouriteOut[]> {
    const [restaurantsById, mealsById] = await Promise.all([
      restaurants.detailsByIds(
        actor,
        rows.flatMap((f) => f.restaurantId ?? []),
        baseUrl,
      ),
      meals.detailsByIds(
        rows.flatMap((f) => f.mealId ?? []),
        baseUrl,
      ),
    ]);
    return rows.flatMap((f) => {
      const restaurant = f.restaurantId === null ? null : (restaurantsById.get(f.restaurantId) ?? null);
      const meal = f.mealId === null ? null : (mealsById.get(f.mealId) ?? null);
      return restaurant || meal ? [favouriteOut(f, restaurant, meal)] : [];
    });
  }

  /** `?restaurant=` or `?meal=` of DELETE: exactly one, a whole number. */
  function targetOfQuery(query: Query): q.Target {
    const read = queryReader(query);
    const restaurantId = read.id('restaurant');
    const mealId = read.id('meal');
    read.done();
    if (restaurantId !== undefined && mealId === undefined) return { restaurantId };
    if (mealId !== undefined && restaurantId === undefined) return { mealId };
    throw nonFieldError(M.exactlyOne);
  }

  return {
    /** Newest first; only what the caller may still see (API.md §4.7). */
    list(actor: Actor, page: PageRequest | null, url: URL, baseUrl: string) {
      const user = customer(actor);
      return listOrPage(
        page,
        url,
        async (slice) => present(user, await q.listFavourites(db, user, user.id, slice), baseUrl),
        () => q.countFavourites(db, user, user.id),
      );
    },

    /** Hearts a restaurant or meal the caller can see; hearting it again answers the favourite it already is. */
    async add(actor: Actor, body: Record<string, unknown>, baseUrl: string) {
      const user = customer(actor);
      const { data, errors } = parseFields(favouriteCreateSchema, body, 'create');
      if (hasErrors(errors)) throw badRequest(errors);
      if ((data.restaurant === undefined) === (data.meal === undefined)) throw nonFieldError(M.exactlyOne);
      const [field, id] =
        data.restaurant !== undefined
          ? (['restaurant', data.restaurant] as const)
          : (['meal', data.meal as number] as const);
      const unknown = () => badRequest({ [field]: [D.doesNotExist(FIELD_NAMES[field], id)] });
      const visible =
        field === 'restaurant' ? await restaurants.findVisible(user, id) : await meals.findVisible(user, id);
      if (!visible) throw unknown();
      const { row, created } = await q.addFavourite(
        db,
        user.id,
        field === 'restaurant' ? { restaurantId: id } : { mealId: id },
      );
      const [favourite] = await present(user, [row], baseUrl);
      // Un-approved or deleted in the instant since it was checked: as if it had not been there.
      if (!favourite) throw unknown();
      return { favourite, created };
    },

    /** Un-hearts by target; not hearted is no error, so a second click or a retry answers alike. */
    async removeByTarget(actor: Actor, query: Query) {
      const user = customer(actor);
      await q.removeFavouriteOf(db, user.id, targetOfQuery(query));
    },

    async remove(actor: Actor, id: number) {
      const user = customer(actor);
      if (!(await q.removeFavourite(db, user.id, id))) throw notFound();
    },
  };
}
