import { categoryCreateSchema, categoryUpdateSchema, CATEGORY_MESSAGES as M } from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { UserActor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { type PageRequest, listOrPage } from '../../lib/pagination.js';
import { isAdmin } from '../../lib/policy.js';
import { hasErrors, parseFields } from '../../lib/body-fields.js';
import * as q from './queries.js';

/** CategoryOut (API.md §2.6). */
export const categoryOut = (c: q.CategoryRow) => ({
  id: c.id,
  name: c.name,
  description: c.description,
  name_ar: c.nameAr,
  description_ar: c.descriptionAr,
});

const NAME_UQ = 'categories_name_lower_uq';

export function categoriesService(ctx: AppContext) {
  const { db } = ctx.database;

  async function load(id: number) {
    const row = await q.findCategory(db, id);
    if (!row) throw notFound();
    return row;
  }

  function nameRace(error: unknown): never {
    if (isUniqueViolation(error, NAME_UQ)) throw badRequest({ name: [M.nameTaken] });
    throw error;
  }

  /** Categories are shared: owners and admins create them, only admins change or delete them. */
  async function loadForAdmin(actor: UserActor, id: number) {
    const row = await load(id);
    if (!isAdmin(actor)) throw forbidden();
    return row;
  }

  return {
    list: (page: PageRequest | null, url: URL) =>
      listOrPage(
        page,
        url,
        async (slice) => (await q.listCategories(db, slice)).map(categoryOut),
        () => q.countCategories(db),
      ),

    get: async (id: number) => categoryOut(await load(id)),

    async create(actor: UserActor, body: Record<string, unknown>) {
      if (!isAdmin(actor) && actor.userType !== 'restaurant') throw forbidden(M.createForbidden);
      const { data, errors } = parseFields(categoryCreateSchema, body, 'create');
      if (data.name && (await q.nameTaken(db, data.name))) errors.name = [M.nameTaken];
      if (hasErrors(errors)) throw badRequest(errors);
      try {
        return categoryOut(
          await q.insertCategory(db, {
            name: data.name as string,
            description: data.description ?? '',
            nameAr: data.name_ar ?? null,
            descriptionAr: data.description_ar ?? null,
          }),
        );
      } catch (error) {
        nameRace(error);
      }
    },

    async update(actor: UserActor, id: number, body: Record<string, unknown>) {
      const current = await loadForAdmin(actor, id);
      const { data, errors } = parseFields(categoryUpdateSchema, body, 'update');
      if (data.name && (await q.nameTaken(db, data.name, id))) errors.name = [M.nameTaken];
      if (hasErrors(errors)) throw badRequest(errors);
      try {
        const row = await q.updateCategory(db, id, {
          ...(data.name !== undefined && { name: data.name }),
          ...(data.description !== undefined && { description: data.description }),
          ...(data.name_ar !== undefined && { nameAr: data.name_ar }),
          ...(data.description_ar !== undefined && { descriptionAr: data.description_ar }),
        });
        return categoryOut(row ?? current);
      } catch (error) {
        nameRace(error);
      }
    },

    async remove(actor: UserActor, id: number) {
      await loadForAdmin(actor, id);
      await q.deleteCategory(db, id);
    },
  };
}
