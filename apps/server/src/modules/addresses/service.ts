import {
  ADDRESS_LIMITS,
  ADDRESS_MESSAGES,
  AREA_MESSAGES,
  addressCreateSchema,
  addressUpdateSchema,
  type AddressUpdate,
  DEFAULT_MESSAGES,
  type FieldErrors,
  FIELD_NAMES,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { UserActor } from '../../lib/actor.js';
import { hasErrors, parseFields } from '../../lib/body-fields.js';
import { badRequest, nonFieldError, notFound } from '../../lib/errors.js';
import { listOrPage, type PageRequest } from '../../lib/pagination.js';
import * as q from './queries.js';
import { addressOut } from './serialize.js';

/** The address columns a body writes (only the fields it sent, on an update). */
function columns(data: Partial<AddressUpdate>): Partial<q.AddressValues> {
  return {
    ...(data.label !== undefined && { label: data.label }),
    ...(data.area !== undefined && { areaId: data.area }),
    ...(data.street !== undefined && { street: data.street }),
    ...(data.building !== undefined && { building: data.building }),
    ...(data.floor !== undefined && { floor: data.floor }),
    ...(data.apartment !== undefined && { apartment: data.apartment }),
    ...(data.landmark !== undefined && { landmark: data.landmark }),
    ...(data.phone !== undefined && { phone: data.phone }),
  };
}

/**
 * A user's saved delivery addresses (ADR 026). Only ever the caller's own: every query is scoped to them, so another
 * user's address is a 404 like a missing one, for admins too. A user with addresses has exactly one default.
 */
export function addressesService(ctx: AppContext) {
  const { db } = ctx.database;

  async function loadOwn(db: Executor, userId: number, id: number) {
    const row = await q.findOwnAddress(db, userId, id);
    if (!row) throw notFound();
    return row;
  }

  /** A new area must exist and be in use; an address may keep the (now retired) area it already has. */
  async function checkArea(errors: FieldErrors, areaId: number | undefined, keeps?: number) {
    if (areaId === undefined || errors.area || areaId === keeps) return;
    const area = await q.areaState(db, areaId);
    if (!area) errors.area = [DEFAULT_MESSAGES.doesNotExist(FIELD_NAMES.area, areaId)];
    else if (area.isRetired) errors.area = [AREA_MESSAGES.retired];
  }

  return {
    list: (actor: UserActor, page: PageRequest | null, url: URL) =>
      listOrPage(
        page,
        url,
        async (slice) => (await q.listAddresses(db, actor.id, slice)).map(addressOut),
        () => q.countAddresses(db, actor.id),
      ),

    get: async (actor: UserActor, id: number) => addressOut(await loadOwn(db, actor.id, id)),

    async create(actor: UserActor, body: Record<string, unknown>) {
      const { data, errors } = parseFields(addressCreateSchema, body, 'create');
      await checkArea(errors, data.area);
      if (hasErrors(errors)) throw badRequest(errors);
      const id = await ctx.transaction(async (tx) => {
        await q.lockUser(tx, actor.id);
        const existing = await q.countAddresses(tx, actor.id);
        if (existing >= ADDRESS_LIMITS.perUser) throw nonFieldError(ADDRESS_MESSAGES.tooMany);
        // The first address is the default whatever the body says; a later one only when it asks to be.
        const isDefault = existing === 0 || data.is_default === true;
        if (isDefault) await q.clearDefault(tx, actor.id);
        return q.insertAddress(tx, { ...columns(data), userId: actor.id, isDefault } as q.AddressValues);
      });
      return addressOut(await loadOwn(db, actor.id, id));
    },

    /**
     * PUT and PATCH alike (partial). `is_default: true` moves the default here; `false` is ignored, since a user
     * with addresses always has a default: another address is made the default instead.
     */
    async update(actor: UserActor, id: number, body: Record<string, unknown>) {
      const current = await loadOwn(db, actor.id, id);
      const { data, errors } = parseFields(addressUpdateSchema, body, 'update');
      await checkArea(errors, data.area, current.areaId);
      if (hasErrors(errors)) throw badRequest(errors);
      await ctx.transaction(async (tx) => {
        await q.lockUser(tx, actor.id);
        // Deleted by a request that got the lock first: as if it had never been there.
        await loadOwn(tx, actor.id, id);
        const makeDefault = data.is_default === true;
        if (makeDefault) await q.clearDefault(tx, actor.id, id);
        await q.updateAddress(tx, actor.id, id, { ...columns(data), ...(makeDefault && { isDefault: true }) });
      });
      return addressOut(await loadOwn(db, actor.id, id));
    },

    /** Deleting the default makes the most recent remaining address the default. */
    async remove(actor: UserActor, id: number) {
      await ctx.transaction(async (tx) => {
        await q.lockUser(tx, actor.id);
        const wasDefault = await q.deleteAddress(tx, actor.id, id);
        if (wasDefault === undefined) throw notFound();
        if (wasDefault) await q.promoteNewest(tx, actor.id);
      });
    },
  };
}
