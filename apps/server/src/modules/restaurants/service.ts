import {
  approvalField,
  DEFAULT_MESSAGES,
  type FieldErrors,
  type Language,
  localized,
  localParts,
  nextPeriodStart,
  pauseMinutesField,
  pauseUntilField,
  RESTAURANT_MESSAGES as M,
  MAX_ID,
  rejectionReasonField,
  restaurantNotifications,
  restaurantCreateSchema,
  restaurantOwnerField,
  restaurantUpdateSchema,
} from '@dishcraft/contract';
import type { AppContext, OnCommit } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, nonFieldError, notFound } from '../../lib/errors.js';
import { type PageRequest, listOrPage } from '../../lib/pagination.js';
import { isAdmin } from '../../lib/policy.js';
import { hasErrors, parseFields } from '../../lib/body-fields.js';
import { isImageValue } from '../media/body.js';
import { mediaService } from '../media/service.js';
import { notificationsService } from '../notifications/service.js';
import { deletingShown } from '../orders/texts.js';
import * as q from './queries.js';
import { findArea } from './delivery-area-queries.js';
import { scheduleOf } from './schedule.js';
import { type RestaurantOut, restaurantOut } from './serialize.js';
import { hoursAndFulfilment } from './settings.js';

export { isOpenAt, scheduleColumns, scheduleOf, type ScheduleRow } from './schedule.js';
export { deliveryTerms } from './delivery-area-queries.js';

export type RestaurantListFilter = Omit<q.RestaurantFilter, 'openNow' | 'areaId'> & {
  isOpenNow?: boolean;
  areaId?: number;
};

type Approval = boolean | null;

/** One message per field, the first found (as the contract's fields report them). */
const addError = (errors: FieldErrors, field: string, message: string) => {
  errors[field] ??= [message];
};

/** The restaurant's name and its Arabic twin, as notifications quote it. */
type Named = { name: string; name_ar: string | null };

/** The approval notification for a change of `is_approved` (API.md §4.5), in the owner's language. */
function approvalNotice(approval: Approval, restaurant: Named, reason: string | null) {
  return (language: Language) => {
    const n = restaurantNotifications(language);
    const name = localized(restaurant, 'name', language);
    if (approval === true) return n.approved(name);
    if (approval === false) return n.rejected(name, reason ?? '');
    return n.underReview(name);
  };
}

export function restaurantsService(ctx: AppContext) {
  const { db } = ctx.database;
  const media = mediaService(ctx);
  const notifications = notificationsService(ctx);

  const view = (viewer: Actor, baseUrl: string) => ({ viewer, baseUrl, now: ctx.clock.now(), tz: ctx.config.TZ });

  async function loadVisible(actor: Actor, id: number, areaId?: number): Promise<q.RestaurantRow> {
    const row = await q.findVisibleRestaurant(db, actor, id, areaId);
    if (!row) throw notFound();
    return row;
  }

  /** A restaurant the actor may change: visible (else 404) and theirs or any for admins (else 403). */
  async function loadManaged(actor: UserActor, id: number): Promise<q.RestaurantRow> {
    const row = await loadVisible(actor, id);
    if (!isAdmin(actor) && row.ownerId !== actor.id) throw forbidden();
    return row;
  }

  /**
   * `owner_id` as an admin sends it: an existing `restaurant` user without a restaurant other than
   * `exceptRestaurant`. Adds the field's error and returns undefined when it is not.
   */
  async function checkOwner(value: unknown, errors: FieldErrors, exceptRestaurant?: number) {
    const parsed = restaurantOwnerField.safeParse(value);
    if (!parsed.success) {
      addError(errors, 'owner_id', parsed.error.issues[0]?.message ?? DEFAULT_MESSAGES.required);
      return undefined;
    }
    const userId = parsed.data;
    const candidate = userId <= MAX_ID ? await q.findOwnerCandidate(db, userId) : undefined;
    if (!candidate) addError(errors, 'owner_id', DEFAULT_MESSAGES.doesNotExist('User', userId));
    else if (candidate.userType !== 'restaurant') addError(errors, 'owner_id', M.notAnOwner);
    else if (candidate.restaurantId != null && candidate.restaurantId !== exceptRestaurant)
      addError(errors, 'owner_id', M.ownerHasRestaurant);
    else return userId;
    return undefined;
  }

  /** The logo and cover values are checked with the other fields; they are only stored once all are valid. */
  const checkPictures = (body: Record<string, unknown>, errors: FieldErrors) => {
    for (const field of ['logo', 'cover'] as const)
      if (!isImageValue(body[field])) addError(errors, field, DEFAULT_MESSAGES.image);
  };

  /** Stores the logo and the cover sent (undefined: not sent, null: removed); neither stays if the other fails. */
  async function storePictures(body: Record<string, unknown>) {
    const logo = await media.storeField('restaurant_logos', 'logo', body.logo);
    try {
      return { logo, cover: await media.storeField('restaurant_covers', 'cover', body.cover) };
    } catch (error) {
      media.removeLater(logo);
      throw error;
    }
  }

  /** The owner-id race (two creates for one owner): reported as the check would have. */
  function ownerRace(error: unknown, admin: boolean): never {
    if (isUniqueViolation(error, 'restaurants_owner_uq')) {
      if (admin) throw badRequest({ owner_id: [M.ownerHasRestaurant] });
      throw nonFieldError(M.alreadyHaveOne);
    }
    throw error;
  }

  async function notifyOwner(
    tx: Tx,
    actor: UserActor,
    r: Named & { id: number; ownerId: number },
    approval: Approval,
    reason: string | null,
  ) {
    await notifications.create(tx, [
      {
        recipientId: r.ownerId,
        senderId: actor.id,
        restaurantId: r.id,
        type: 'other',
        text: approvalNotice(approval, r, reason),
      },
    ]);
  }

  /**
   * Locks the restaurant, refuses while it has orders in progress (an order placed meanwhile waits
   * for the lock), deletes it and its images after commit. False when it is already gone.
   */
  async function deleteWithin(tx: Tx, onCommit: OnCommit, id: number): Promise<boolean> {
    if (!(await q.lockRestaurant(tx, id))) return false;
    const busy = await q.ordersInProgress(tx, id);
    if (busy.length) throw conflict(M.ordersInProgress, 'orders_in_progress', { orders: busy });
    const files = await q.mediaOfRestaurant(tx, id);
    await deletingShown(tx, { restaurants: [id] }, () => q.deleteRestaurant(tx, id));
    for (const file of files) media.removeLater(file, onCommit);
    return true;
  }

  /**
   * `?area=` (API.md §3.3): the area's id for a live area, null for a retired one (where nobody delivers); an
   * unknown id is a 400 on `area`.
   */
  async function areaFilter(areaId: number | undefined): Promise<number | null | undefined> {
    if (areaId === undefined) return undefined;
    const area = areaId <= MAX_ID ? await findArea(db, areaId) : undefined;
    if (!area) throw badRequest({ area: [DEFAULT_MESSAGES.doesNotExist('Area', areaId)] });
    return area.isRetired ? null : area.id;
  }

  return {
    async list(actor: Actor, filter: RestaurantListFilter, page: PageRequest | null, url: URL, baseUrl: string) {
      const { isOpenNow, areaId, ...rest } = filter;
      const area = await areaFilter(areaId);
      const now = ctx.clock.now();
      const scoped: q.RestaurantFilter = {
        ...rest,
        ...(isOpenNow !== undefined && {
          openNow: { open: isOpenNow, at: { now, ...localParts(now, ctx.config.TZ) } },
        }),
        // Approval and owner filters are for admins; others' values are ignored (API.md §3.3).
        ...(!isAdmin(actor) && { approval: undefined, ownerId: undefined }),
        ...(area !== undefined && { areaId: area }),
      };
      const shown = { viewer: actor, baseUrl, now, tz: ctx.config.TZ };
      return listOrPage(
        page,
        url,
        async (slice) => (await q.listRestaurants(db, actor, scoped, slice)).map((r) => restaurantOut(r, shown)),
        () => q.countRestaurants(db, actor, scoped),
      );
    },

    async get(actor: Actor, id: number, baseUrl: string, areaId?: number) {
      const area = await areaFilter(areaId);
      return restaurantOut(await loadVisible(actor, id, area ?? undefined), view(actor, baseUrl));
    },

    /** The owner's own restaurant in any state (API.md §3.3 my-restaurant). */
    async mine(actor: UserActor, baseUrl: string) {
      if (actor.userType !== 'restaurant') throw forbidden(M.ownersOnly);
      const row = await q.findRestaurantOfOwner(db, actor.id);
      if (!row) throw notFound(M.noRestaurant);
      return restaurantOut(row, view(actor, baseUrl));
    },

    /** Owners create their own (pending), admins one for an owner (approved); customers are refused. */
    async create(actor: UserActor, body: Record<string, unknown>, baseUrl: string) {
      const admin = isAdmin(actor);
      if (!admin && actor.userType !== 'restaurant') throw forbidden(M.createForbidden);
      if (!admin && (await q.restaurantIdOfOwner(db, actor.id)) !== undefined) throw nonFieldError(M.alreadyHaveOne);

      const { data, errors } = parseFields(restaurantCreateSchema, body, 'create');
      const settings = hoursAndFulfilment(data, undefined, errors, { now: ctx.clock.now(), tz: ctx.config.TZ });
      const ownerId = admin ? await checkOwner(body.owner_id, errors) : actor.id;
      checkPictures(body, errors);
      if (hasErrors(errors) || ownerId === undefined) throw badRequest(errors);
      const input = data as Required<typeof data>;

      const { logo, cover } = await storePictures(body);
      const approval: Approval = admin ? true : null;
      try {
        const id = await ctx.transaction(async (tx) => {
          const now = ctx.clock.now();
          const newId = await q.insertRestaurant(tx, {
            ownerId,
            name: input.name,
            description: input.description,
            nameAr: data.name_ar ?? null,
            descriptionAr: data.description_ar ?? null,
            address: input.address,
            cuisine: data.cuisine ?? '',
            phoneNumber: input.phone_number,
            ...settings,
            // Both are always set by hoursAndFulfilment on a create that passed validation.
            openingTime: settings.openingTime ?? '00:00',
            closingTime: settings.closingTime ?? '00:00',
            isActive: data.is_active ?? true,
            logo: logo ?? null,
            cover: cover ?? null,
            isApproved: approval,
            rejectionReason: null,
            createdAt: now,
            updatedAt: now,
          });
          const created = { id: newId, ownerId, name: input.name, name_ar: data.name_ar ?? null };
          if (admin) await notifyOwner(tx, actor, created, true, null);
          else {
            const admins = await q.adminIds(tx);
            await notifications.create(
              tx,
              admins.map((recipientId) => ({
                recipientId,
                senderId: actor.id,
                restaurantId: newId,
                type: 'other' as const,
                text: (language: Language) =>
                  restaurantNotifications(language).awaitingApproval(
                    actor.username,
                    localized(created, 'name', language),
                  ),
              })),
            );
          }
          return newId;
        });
        return restaurantOut(await loadVisible(actor, id), view(actor, baseUrl));
      } catch (error) {
        media.removeLater(logo);
        media.removeLater(cover);
        ownerRace(error, admin);
      }
    },

    /**
     * Partial update (API.md §3.3). Owners change their fields only; approval, rejection reason and
     * owner are admins' and an owner's values for them are ignored, so an owner's save never
     * touches approval. A change of `is_approved` notifies the owner.
     */
    async update(actor: UserActor, id: number, body: Record<string, unknown>, baseUrl: string) {
      const current = await loadManaged(actor, id);
      const admin = isAdmin(actor);
      const { data, errors } = parseFields(restaurantUpdateSchema, body, 'update');
      checkPictures(body, errors);
      const settings = hoursAndFulfilment(data, current, errors, { now: ctx.clock.now(), tz: ctx.config.TZ });

      let approval: Approval = current.isApproved;
      let reason: string | null = current.rejectionReason;
      let ownerId = current.ownerId;
      if (admin) {
        if (body.is_approved !== undefined) {
          const parsed = approvalField.safeParse(body.is_approved);
          if (parsed.success) approval = parsed.data;
          else addError(errors, 'is_approved', DEFAULT_MESSAGES.boolean);
        }
        if (body.rejection_reason !== undefined) {
          const parsed = rejectionReasonField.safeParse(body.rejection_reason);
          if (parsed.success) reason = parsed.data;
          else addError(errors, 'rejection_reason', parsed.error.issues[0]?.message ?? DEFAULT_MESSAGES.required);
        }
        if (approval === false && !reason && !errors.is_approved && !errors.rejection_reason)
          addError(errors, 'rejection_reason', M.rejectionReasonRequired);
        if (approval !== false) reason = null;
        if (body.owner_id !== undefined) ownerId = (await checkOwner(body.owner_id, errors, id)) ?? ownerId;
      }
      if (hasErrors(errors)) throw badRequest(errors);

      const { logo, cover } = await storePictures(body);
      const approvalChanged = admin && approval !== current.isApproved;
      try {
        await ctx.transaction(async (tx, onCommit) => {
          await q.updateRestaurant(tx, id, {
            ...(data.name !== undefined && { name: data.name }),
            ...(data.description !== undefined && { description: data.description }),
            ...(data.name_ar !== undefined && { nameAr: data.name_ar }),
            ...(data.description_ar !== undefined && { descriptionAr: data.description_ar }),
            ...(data.address !== undefined && { address: data.address }),
            ...(data.cuisine !== undefined && { cuisine: data.cuisine }),
            ...(data.phone_number !== undefined && { phoneNumber: data.phone_number }),
            ...settings,
            ...(data.is_active !== undefined && { isActive: data.is_active }),
            ...(logo !== undefined && { logo }),
            ...(cover !== undefined && { cover }),
            ...(admin && { isApproved: approval, rejectionReason: reason, ownerId }),
            updatedAt: ctx.clock.now(),
          });
          if (logo !== undefined) media.removeLater(current.logo, onCommit);
          if (cover !== undefined) media.removeLater(current.cover, onCommit);
          if (approvalChanged) {
            const name = data.name ?? current.name;
            const nameAr = data.name_ar !== undefined ? data.name_ar : current.nameAr;
            await notifyOwner(tx, actor, { id, ownerId, name, name_ar: nameAr }, approval, reason);
          }
        });
      } catch (error) {
        media.removeLater(logo);
        media.removeLater(cover);
        ownerRace(error, true);
      }
      return restaurantOut(await loadVisible(actor, id), view(actor, baseUrl));
    },

    /**
     * `POST …/pause/` (API.md §3.3): no new orders for 15, 30 or 60 minutes, or until the next period starts. The
     * owner of it or an admin; the answer shows it at once in `is_open_now` and `opens_at`.
     */
    async pause(actor: UserActor, id: number, body: Record<string, unknown>, baseUrl: string) {
      const current = await loadManaged(actor, id);
      const now = ctx.clock.now();
      let until: Date | null;
      if (body.minutes !== undefined && body.until === undefined) {
        const parsed = pauseMinutesField.safeParse(body.minutes);
        if (!parsed.success) throw badRequest({ minutes: [parsed.error.issues[0]?.message ?? M.pauseChoice] });
        until = new Date(now.getTime() + parsed.data * 60_000);
      } else if (body.until !== undefined && body.minutes === undefined) {
        if (!pauseUntilField.safeParse(body.until).success) throw badRequest({ until: [M.pauseChoice] });
        until = nextPeriodStart(scheduleOf(current), now, ctx.config.TZ);
        if (!until) throw badRequest({ until: [M.noNextOpening] });
      } else throw nonFieldError(M.pauseChoice);
      await q.updateRestaurant(db, id, { pausedUntil: until, updatedAt: now });
      return restaurantOut(await loadVisible(actor, id), view(actor, baseUrl));
    },

    /** `DELETE …/pause/`: takes orders again at once (when its hours say so). */
    async resume(actor: UserActor, id: number, baseUrl: string) {
      await loadManaged(actor, id);
      await q.updateRestaurant(db, id, { pausedUntil: null, updatedAt: ctx.clock.now() });
      return restaurantOut(await loadVisible(actor, id), view(actor, baseUrl));
    },

    /** Deletes the restaurant and what belongs to it (API.md §4.8); refused while orders are in progress. */
    async remove(actor: UserActor, id: number) {
      await loadManaged(actor, id);
      await ctx.transaction(async (tx, onCommit) => {
        if (!(await deleteWithin(tx, onCommit, id))) throw notFound();
      });
    },

    /**
     * For deleting an owner (API.md §4.8): deletes their restaurant, if any, inside the caller's
     * transaction, with the same 409 while it has orders in progress.
     */
    async removeOfOwner(tx: Tx, onCommit: OnCommit, ownerId: number) {
      const id = await q.restaurantIdOfOwner(tx, ownerId);
      if (id !== undefined) await deleteWithin(tx, onCommit, id);
    },

    /** A restaurant the actor may see (API.md §4.7), for other features; undefined when not. */
    findVisible: (actor: Actor, id: number) => (id <= MAX_ID ? q.findVisibleRestaurant(db, actor, id) : undefined),

    /** The id of the owner's restaurant, if they have one. */
    idOfOwner: (ownerId: number) => q.restaurantIdOfOwner(db, ownerId),

    /** RestaurantOut of restaurants by id the actor may see, in one statement (a list of favourites). */
    async detailsByIds(actor: Actor, ids: number[], baseUrl: string): Promise<Map<number, RestaurantOut>> {
      const shown = view(actor, baseUrl);
      const rows = await q.visibleRestaurantsByIds(db, actor, [...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, restaurantOut(r, shown)]));
    },
  };
}
