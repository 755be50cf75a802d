import {
  DEFAULT_MESSAGES,
  FIELD_NAMES,
  type FieldErrors,
  type PromoCheckOut,
  type PromoReason,
  type PromoState,
  type PromotionCreate,
  PROMOTION_LIMITS,
  PROMOTION_MESSAGES as M,
  promoDiscountCents,
  promoReasonMessage,
  promoRefusal,
  promotionCreateSchema,
  promotionProblems,
  promotionUpdateSchema,
  promoValidateSchema,
  offersQuerySchema,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { Executor, Tx } from '../../db/client.js';
import type { Actor, UserActor } from '../../lib/actor.js';
import { hasErrors, parseFields } from '../../lib/body-fields.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, forbidden, nonFieldError, notFound } from '../../lib/errors.js';
import { listOrPage, type PageRequest } from '../../lib/pagination.js';
import { isAdmin, isCustomer, isOwner } from '../../lib/policy.js';
import { queryReader } from '../../lib/query-params.js';
import { MINUTE } from '../../lib/rate-limit/limiter.js';
import { money } from '../../lib/serialize.js';
import { validate } from '../../lib/validate.js';
import * as q from './queries.js';
import { offerOut, promotionOut } from './serialize.js';

/** A code an order may use, as the order's transaction judged it (issue #23, ADR 029). */
export interface AppliedPromo {
  id: number;
  code: string;
  terms: PromoState;
}

/** The 400 of a code that does not apply to an order, with the reason's code for clients. */
export const promoRefused = (reason: PromoReason, minimumCents = 0, subtotalCents = 0) =>
  badRequest({
    code: 'promo_refused',
    reason,
    promo_code: [promoReasonMessage(reason, minimumCents, subtotalCents)],
  });

type StoredCode = NonNullable<Awaited<ReturnType<typeof q.codeForCustomer>>>;

const stateOf = (row: StoredCode): PromoState => ({
  kind: row.kind as PromoState['kind'],
  value: row.value,
  maxDiscountCents: row.maxDiscountCents,
  minimumSubtotalCents: row.minimumSubtotalCents,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  firstOrderOnly: row.firstOrderOnly,
  freeDelivery: row.freeDelivery,
  isActive: row.isActive,
  restaurantId: row.restaurantId,
  uses: row.uses,
});

/** The columns a body writes (only what it sent, on an update). */
function columns(data: Partial<PromotionCreate>): Partial<q.PromotionValues> {
  return {
    ...(data.code !== undefined && { code: data.code }),
    ...(data.kind !== undefined && { kind: data.kind }),
    ...(data.value !== undefined && { value: data.value }),
    ...(data.max_discount !== undefined && { maxDiscountCents: data.max_discount }),
    ...(data.minimum_subtotal !== undefined && { minimumSubtotalCents: data.minimum_subtotal }),
    ...(data.starts_at !== undefined && { startsAt: data.starts_at }),
    ...(data.ends_at !== undefined && { endsAt: data.ends_at }),
    ...(data.usage_limit !== undefined && { usageLimit: data.usage_limit }),
    ...(data.per_customer_limit !== undefined && { perCustomerLimit: data.per_customer_limit }),
    ...(data.first_order_only !== undefined && { firstOrderOnly: data.first_order_only }),
    ...(data.free_delivery !== undefined && { freeDelivery: data.free_delivery }),
    ...(data.is_active !== undefined && { isActive: data.is_active }),
  };
}

/**
 * Promo codes (issue #23, ADR 029): admins manage every code and make platform-wide ones; an owner manages their
 * own restaurant's, and another's code is not found. Customers see offers and check a code; an order applies one
 * (`judge` and `claim`, in the order's own transaction).
 */
export function promotionsService(ctx: AppContext) {
  const { db } = ctx.database;

  /** The codes the caller manages; a customer manages none. */
  async function scopeOf(
    executor: Executor,
    actor: UserActor,
    restaurant?: number,
    search?: string,
  ): Promise<q.PromotionScope> {
    if (isAdmin(actor)) return { restaurantId: restaurant, search };
    if (!isOwner(actor)) throw forbidden(M.ownersOnly);
    // An owner without a restaurant manages nothing: no restaurant has id 0.
    return { restaurantId: (await q.restaurantOfOwner(executor, actor.id)) ?? 0, search };
  }

  async function loadManaged(executor: Executor, actor: UserActor, id: number, lock = false) {
    const row = await q.findPromotion(executor, id, await scopeOf(executor, actor), lock);
    if (!row) throw notFound();
    return row;
  }

  /** The rules between fields on the code as it would be, and whether its code text is free. */
  async function checkTerms(executor: Executor, errors: FieldErrors, row: q.PromotionValues, exceptId?: number) {
    const problems = promotionProblems({
      kind: row.kind as PromoState['kind'],
      value: row.value,
      maxDiscountCents: row.maxDiscountCents ?? null,
      minimumSubtotalCents: row.minimumSubtotalCents ?? 0,
      startsAt: row.startsAt ?? null,
      endsAt: row.endsAt ?? null,
      usageLimit: row.usageLimit ?? null,
      perCustomerLimit: row.perCustomerLimit ?? null,
      firstOrderOnly: row.firstOrderOnly ?? false,
      freeDelivery: row.freeDelivery ?? false,
    });
    for (const [field, messages] of Object.entries(problems)) errors[field] ??= messages;
    if (!errors.code && (await q.codeTaken(executor, row.code, exceptId))) errors.code = [M.codeTaken];
  }

  /** The admin's `restaurant` (null: every restaurant) must exist; an owner's code is always their restaurant's. */
  async function restaurantFor(
    executor: Executor,
    actor: UserActor,
    sent: number | null | undefined,
    errors: FieldErrors,
  ) {
    if (!isAdmin(actor)) {
      const own = await q.restaurantOfOwner(executor, actor.id);
      if (own === undefined) throw nonFieldError(M.noRestaurant);
      return own;
    }
    if (sent === undefined || sent === null || errors.restaurant) return sent ?? null;
    if (!(await q.restaurantExists(executor, sent)))
      errors.restaurant = [DEFAULT_MESSAGES.doesNotExist(FIELD_NAMES.restaurant, sent)];
    return sent;
  }

  const codeTakenOnRace = (error: unknown): never => {
    if (isUniqueViolation(error, 'promotions_code_uq')) throw badRequest({ code: [M.codeTaken] });
    throw error;
  };

  /** A code judged for one order or check; the customer is judged only when one is signed in. */
  async function judgeCode(
    executor: Executor,
    actor: Actor,
    code: string,
    restaurantId: number,
    subtotalCents: number,
    now: Date,
  ) {
    const customerId = actor.kind === 'user' && isCustomer(actor) ? actor.id : null;
    const row = await q.codeForCustomer(executor, code, customerId);
    const state = row ? stateOf(row) : null;
    const reason = promoRefusal(state, {
      restaurantId,
      subtotalCents,
      now,
      customerOrders: customerId === null || !row ? null : row.hasOrdered ? 1 : 0,
      customerUses: customerId === null || !row ? null : Number(row.customerUses),
    });
    return { row, state, reason };
  }

  return {
    async list(actor: UserActor, query: Record<string, unknown>, page: PageRequest | null, url: URL) {
      const read = queryReader(query);
      const restaurant = read.id('restaurant');
      const search = read.string('search');
      const scope = await scopeOf(db, actor, restaurant, search);
      read.done();
      return listOrPage(
        page,
        url,
        async (slice) => (await q.listPromotions(db, scope, slice)).map(promotionOut),
        () => q.countPromotions(db, scope),
      );
    },

    get: async (actor: UserActor, id: number) => promotionOut(await loadManaged(db, actor, id)),

    async create(actor: UserActor, body: Record<string, unknown>) {
      await scopeOf(db, actor);
      const { data, errors } = parseFields(promotionCreateSchema, body, 'create');
      for (const field of ['code', 'kind', 'value'] as const)
        if (data[field] === undefined && !errors[field]) errors[field] = [DEFAULT_MESSAGES.required];
      const restaurantId = await restaurantFor(db, actor, data.restaurant, errors);
      const row = { ...columns(data), restaurantId, createdBy: actor.id } as q.PromotionValues;
      if (data.code !== undefined && data.kind !== undefined && data.value !== undefined)
        await checkTerms(db, errors, row);
      if (hasErrors(errors)) throw badRequest(errors);
      const id = await q.insertPromotion(db, row).catch(codeTakenOnRace);
      return promotionOut(await loadManaged(db, actor, id));
    },

    async update(actor: UserActor, id: number, body: Record<string, unknown>) {
      await ctx
        .transaction(async (tx) => {
          const stored = await loadManaged(tx, actor, id, true);
          const { data, errors } = parseFields(promotionUpdateSchema, body, 'update');
          const restaurantId = isAdmin(actor)
            ? await restaurantFor(
                tx,
                actor,
                data.restaurant === undefined ? stored.restaurantId : data.restaurant,
                errors,
              )
            : stored.restaurantId;
          const changes = { ...columns(data), restaurantId, updatedAt: ctx.clock.now() };
          const merged = {
            code: stored.code,
            kind: stored.kind,
            value: stored.value,
            maxDiscountCents: stored.maxDiscountCents,
            minimumSubtotalCents: stored.minimumSubtotalCents,
            startsAt: stored.startsAt,
            endsAt: stored.endsAt,
            usageLimit: stored.usageLimit,
            perCustomerLimit: stored.perCustomerLimit,
            firstOrderOnly: stored.firstOrderOnly,
            freeDelivery: stored.freeDelivery,
            ...changes,
          } as q.PromotionValues;
          // A code switched from a percentage to an amount loses the maximum only a percentage has.
          if (data.kind === 'fixed' && data.max_discount === undefined) {
            merged.maxDiscountCents = null;
            changes.maxDiscountCents = null;
          }
          await checkTerms(tx, errors, merged, id);
          if (hasErrors(errors)) throw badRequest(errors);
          await q.updatePromotion(tx, id, changes);
        })
        .catch(codeTakenOnRace);
      return promotionOut(await loadManaged(db, actor, id));
    },

    /** A code no order used may go; one that was used stays for the orders' sake, and can be paused instead. */
    async remove(actor: UserActor, id: number) {
      await loadManaged(db, actor, id);
      if (!(await q.deleteUnused(db, id))) throw conflict(M.inUse, 'in_use');
    },

    /** `GET /api/promotions/offers/?restaurant=`: what the cart offers without typing. */
    async offers(actor: Actor, query: Record<string, unknown>) {
      const { restaurant } = validate(offersQuerySchema, query);
      const customerId = actor.kind === 'user' && isCustomer(actor) ? actor.id : null;
      const rows = await q.offersAt(db, restaurant, customerId, ctx.clock.now(), PROMOTION_LIMITS.offersShown);
      return rows.map(offerOut);
    },

    /** `POST /api/promotions/validate/`: would the code apply, and what would it take off? Uses nothing. */
    async check(actor: Actor, body: unknown, ip: string): Promise<PromoCheckOut> {
      // Checks are cheap to ask and codes are short: the limit keeps anyone from guessing them by the thousand.
      const who = actor.kind === 'user' ? `user:${actor.id}` : `ip:${ip}`;
      await ctx.limiter.hit({ key: `promo-check:${who}`, max: 60, windowMs: MINUTE });
      const input = validate(promoValidateSchema, body);
      const code = input.code.toUpperCase();
      const { state, reason } = await judgeCode(db, actor, code, input.restaurant, input.subtotal, ctx.clock.now());
      const fee = input.delivery_fee ?? 0;
      const discount = state && reason === null ? promoDiscountCents(state, input.subtotal, fee) : 0;
      return {
        valid: reason === null,
        code,
        discount: money(discount),
        free_delivery: reason === null && state !== null && state.freeDelivery,
        reason: reason === null ? null : promoReasonMessage(reason, state?.minimumSubtotalCents ?? 0, input.subtotal),
        reason_code: reason,
      };
    },

    /** The code an order asks for, judged in its transaction: the code, or the 400 of why it does not apply. */
    async judge(tx: Tx, actor: UserActor, code: string, restaurantId: number, subtotalCents: number, now: Date) {
      const { row, state, reason } = await judgeCode(tx, actor, code, restaurantId, subtotalCents, now);
      if (reason !== null || !row || !state)
        throw promoRefused(reason ?? 'unknown', state?.minimumSubtotalCents ?? 0, subtotalCents);
      return { id: row.id, code: row.code, terms: state } satisfies AppliedPromo;
    },

    /**
     * Takes the use, after the order's write (ADR 029). A 400 when the code stopped applying while the order
     * waited for it (the last use went to another order) or the customer's own limit was reached meanwhile; the
     * transaction then writes nothing.
     */
    async claim(tx: Tx, actor: UserActor, promo: AppliedPromo, now: Date) {
      const { claimed, counted } = await q.claimUse(tx, promo.id, actor.id, now);
      if (!claimed) throw promoRefused('used_up');
      if (!counted) throw promoRefused('already_used');
    },

    /** A cancelled order gives its use back. */
    release: (tx: Tx, orderId: number) => q.releaseUse(tx, orderId),
  };
}
