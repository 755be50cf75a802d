import {
  DEFAULT_MESSAGES as D,
  REVIEW_MESSAGES as M,
  type ReviewInput,
  type ReviewTarget,
  reviewCreateSchema,
  reviewUpdateSchema,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, forbidden, nonFieldError, notFound } from '../../lib/errors.js';
import { type PageRequest, listOrPage } from '../../lib/pagination.js';
import { isAdmin } from '../../lib/policy.js';
import { HOUR } from '../../lib/rate-limit/limiter.js';
import { iso } from '../../lib/serialize.js';
import { bodyId, hasErrors, isBlankValue, parseFields, unknownReference } from '../../lib/body-fields.js';
import * as q from './queries.js';

/** How each collection names its target in bodies, errors and ReviewOut (API.md §2.11, §3.8). */
const TARGET_LABEL: Record<ReviewTarget, { object: string; self: string }> = {
  restaurant: { object: 'Restaurant', self: M.ownRestaurant },
  meal: { object: 'Meal', self: M.ownMeal },
  custom_meal: { object: 'Custom meal', self: M.ownCustomMeal },
};

/** ReviewOut (API.md §2.11): the target as `<kind>` and `<kind>_name`. */
const reviewOut = (kind: ReviewTarget, r: q.ReviewRow) => ({
  id: r.id,
  user: r.userId,
  user_username: r.userUsername,
  [kind]: r.targetId,
  [`${kind}_name`]: r.targetName,
  rating: Number(r.rating),
  comment: r.comment,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

/** One implementation for the three review collections; `kind` is the target. */
export function reviewsService(ctx: AppContext, kind: ReviewTarget) {
  const { db } = ctx.database;
  const label = TARGET_LABEL[kind];

  async function visible(actor: Actor, id: number) {
    const review = await q.findReview(db, kind, actor, id);
    if (!review) throw notFound();
    return review;
  }

  /** Author or admin; anyone else who can see the review gets 403. */
  async function editable(actor: UserActor, id: number) {
    const review = await visible(actor, id);
    if (review.userId !== actor.id && !isAdmin(actor)) throw forbidden();
    return review;
  }

  const duplicate = () => nonFieldError(M.duplicate(kind));

  async function getOut(actor: Actor, id: number) {
    return reviewOut(kind, await visible(actor, id));
  }

  return {
    list: (actor: Actor, filter: q.ReviewFilter, page: PageRequest | null, url: URL) =>
      listOrPage(
        page,
        url,
        async (slice) => (await q.listReviews(db, kind, actor, filter, slice)).map((r) => reviewOut(kind, r)),
        () => q.countReviews(db, kind, actor, filter),
      ),

    get: getOut,

    async create(actor: UserActor, body: Record<string, unknown>) {
      await ctx.limiter.hit({ key: `review:user:${actor.id}`, max: 30, windowMs: HOUR });
      const { data, errors } = parseFields(reviewCreateSchema, body, 'create');
      const raw = body[kind];
      const targetId = bodyId(raw);
      const target = targetId === undefined ? undefined : await q.findTarget(db, kind, actor, targetId);
      if (target && target.ownerId === actor.id) throw forbidden(label.self);
      if (isBlankValue(raw)) errors[kind] = [D.required];
      else if (!target) errors[kind] = [unknownReference(label.object, raw)];
      if (hasErrors(errors) || !target) throw badRequest(errors);
      if (await q.hasReviewed(db, kind, actor.id, target.id)) throw duplicate();
      const input = data as ReviewInput;
      const now = ctx.clock.now();
      try {
        const id = await q.insertReview(db, kind, {
          userId: actor.id,
          targetId: target.id,
          rating: input.rating,
          comment: input.comment,
          createdAt: now,
          updatedAt: now,
        });
        return getOut(actor, id);
      } catch (error) {
        if (isUniqueViolation(error, q.UNIQUE_CONSTRAINT[kind])) throw duplicate();
        throw error;
      }
    },

    async update(actor: UserActor, id: number, body: Record<string, unknown>) {
      const review = await editable(actor, id);
      const { data, errors } = parseFields(reviewUpdateSchema, body, 'update');
      if (body[kind] !== undefined && bodyId(body[kind]) !== review.targetId) errors[kind] = [M.targetFixed];
      if (hasErrors(errors)) throw badRequest(errors);
      await q.updateReview(db, kind, id, { ...data, updatedAt: ctx.clock.now() });
      return getOut(actor, id);
    },

    async remove(actor: UserActor, id: number) {
      await editable(actor, id);
      await q.deleteReview(db, kind, id);
    },
  };
}
