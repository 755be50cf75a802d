import { AREA_MESSAGES as M, areaCreateSchema, areaUpdateSchema } from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { hasErrors, parseFields } from '../../lib/body-fields.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { listOrPage, type PageRequest } from '../../lib/pagination.js';
import { isAdmin } from '../../lib/policy.js';
import * as q from './queries.js';
import { areaOut } from './serialize.js';

const CITY_NAME_UQ = 'areas_city_name_uq';

/** Delivery areas (ADR 026): everyone reads them, admins add, rename, retire and restore them; none is deleted. */
export function areasService(ctx: AppContext) {
  const { db } = ctx.database;

  async function load(id: number) {
    const row = await q.findArea(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** Two admins adding the same area at once: the unique index decides, and the loser gets the same 400. */
  function nameRace(error: unknown): never {
    if (isUniqueViolation(error, CITY_NAME_UQ)) throw badRequest({ name: [M.nameTaken] });
    throw error;
  }

  return {
    /** Retired areas are left out, except for an admin who asks for them. */
    list(actor: Actor, includeRetired: boolean | undefined, page: PageRequest | null, url: URL) {
      const withRetired = includeRetired === true && isAdmin(actor);
      return listOrPage(
        page,
        url,
        async (slice) => (await q.listAreas(db, withRetired, slice)).map(areaOut),
        () => q.countAreas(db, withRetired),
      );
    },

    /** Retired ones too: old addresses and orders still show their area. */
    get: async (id: number) => areaOut(await load(id)),

    async create(body: Record<string, unknown>) {
      const { data, errors } = parseFields(areaCreateSchema, body, 'create');
      if (data.name && data.city && (await q.nameTaken(db, data.city, data.name))) errors.name = [M.nameTaken];
      if (hasErrors(errors)) throw badRequest(errors);
      try {
        return areaOut(
          await q.insertArea(db, {
            name: data.name as string,
            nameAr: data.name_ar ?? null,
            city: data.city as string,
            cityAr: data.city_ar ?? null,
          }),
        );
      } catch (error) {
        nameRace(error);
      }
    },

    /** An unknown id is 404 for anyone signed in, before the role: areas are public (API.md §1.2). */
    async update(actor: UserActor, id: number, body: Record<string, unknown>) {
      const current = await load(id);
      if (!isAdmin(actor)) throw forbidden();
      const { data, errors } = parseFields(areaUpdateSchema, body, 'update');
      const name = data.name ?? current.name;
      const city = data.city ?? current.city;
      const renamed = data.name !== undefined || data.city !== undefined;
      if (renamed && !errors.name && !errors.city && (await q.nameTaken(db, city, name, id)))
        errors.name = [M.nameTaken];
      if (hasErrors(errors)) throw badRequest(errors);
      try {
        const row = await q.updateArea(db, id, {
          ...(data.name !== undefined && { name: data.name }),
          ...(data.name_ar !== undefined && { nameAr: data.name_ar }),
          ...(data.city !== undefined && { city: data.city }),
          ...(data.city_ar !== undefined && { cityAr: data.city_ar }),
          ...(data.is_retired !== undefined && { isRetired: data.is_retired }),
        });
        return areaOut(row ?? current);
      } catch (error) {
        nameRace(error);
      }
    },
  };
}
