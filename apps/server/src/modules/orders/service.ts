import {
  choiceMessage,
  customerTransitions,
  DEFAULT_MESSAGES,
  type Language,
  localized,
  ORDER_MESSAGES as M,
  type NotificationType,
  type OrderBreakdown,
  orderMails,
  orderNotifications,
  type OrderCreateInput,
  type OrderLineText,
  type OrderStatus,
  orderCreateSchema,
  orderStatusSchema,
  OPTION_MESSAGES,
  type PricedChoice,
  type PricedGroup,
  priceChoice,
  promoDiscountCents,
  roundCents,
  staffTransitions,
  toFieldErrors,
} from '@dishcraft/contract';
import type { AppContext, OnCommit } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { UserActor } from '../../lib/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Seal } from '../../lib/idempotency/idempotency.js';
import { type PageRequest, pageJson } from '../../lib/pagination.js';
import { isAdmin, isCustomer, requireRole } from '../../lib/policy.js';
import { MINUTE } from '../../lib/rate-limit/limiter.js';
import { quantity as jsonQuantity } from '../../lib/serialize.js';
import { validate } from '../../lib/validate.js';
import { type NewNotification, type NotificationText, notificationsService } from '../notifications/service.js';
import { paymentsService } from '../payments/service.js';
import { type AppliedPromo, promotionsService } from '../promotions/service.js';
import { orderCancellation } from './cancel.js';
import { type Placement, placementOf } from './placement.js';
import * as q from './queries.js';
import { type CustomSnapshot, type OptionSnapshot, type OrderRow, orderOut, storedText } from './serialize.js';
import { refreshOrderTexts } from './texts.js';

type ItemErrors = Record<string, string[]>;

/** A status change's notice in the recipient's language, quoting the restaurant by its name in that language. */
type Notice = (n: ReturnType<typeof orderNotifications>, restaurant: string) => NotificationText;

/** Quantities are summed in thousandths (numeric(12,3)), so no float drift reaches the stock. */
const milli = (value: number) => Math.round(value * 1000);
const fromMilli = (value: number) => value / 1000;

interface PricedItem {
  index: number;
  kind: 'meal' | 'custom';
  mealId: number | null;
  customMealId: number | null;
  name: string;
  /** The meal's Arabic twin; a custom meal has none. */
  nameAr: string | null;
  priceCents: number;
  quantity: number;
  specialInstructions: string;
  available: boolean;
  /** The meal's current image (a custom meal's is its base meal's), for the response. */
  image: string | null;
  snapshot: CustomSnapshot | null;
  /** The chosen options (issue #22) in menu order, as the item keeps them; [] for none. */
  options: OptionSnapshot[];
  /** ingredient id → thousandths for one unit of this item, its chosen options' included */
  needs: Map<number, number>;
  /** ingredient id → "Kofta (Extra halloumi)" where chosen options take it: the 409 names the item so (else by name) */
  usedAs: Map<number, string>;
}

/** The items as e-mails and notices list them, names (the options' too) in `language` as the owner wrote them. */
const lineTexts = (items: PricedItem[], language: Language): OrderLineText[] =>
  items.map((i) => ({
    quantity: i.quantity,
    name: localized({ name: i.name, name_ar: i.nameAr }, 'name', language),
    options: i.options.map((o) => localized(o, 'name', language)),
  }));

/** A meal's options (ADR 027) as the contract's pricing reads them; a switched-off option cannot be chosen. */
function pricedGroups(rows: q.OrderOptionRow[]): PricedGroup[] {
  const groups: PricedGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.id !== row.groupId) {
      group = {
        id: row.groupId,
        name: row.groupName,
        minChoices: row.minChoices,
        maxChoices: row.maxChoices,
        freeChoices: row.freeChoices,
        options: [],
      };
      groups.push(group);
    }
    group.options.push({
      id: row.id,
      name: row.name,
      priceDeltaCents: row.priceDeltaCents,
      available: row.isAvailable,
    });
  }
  return groups;
}

export function ordersService(ctx: AppContext) {
  const { db } = ctx.database;
  const payments = paymentsService(ctx);
  const notifications = notificationsService(ctx);
  const promotions = promotionsService(ctx);
  const cancel = orderCancellation(ctx);

  const reads = q.preparedReads(db);

  /** The order as JSON text (its stored text, ADR 015). */
  async function get(actor: UserActor, id: number, baseUrl: string): Promise<string> {
    const json = await q.findOrder(db, actor, id, baseUrl);
    if (json === undefined) throw notFound();
    return json;
  }

  /** Items priced from the database (API.md §4.1), or the field errors of their references and options. */
  async function priceItems(tx: Tx, actor: UserActor, input: OrderCreateInput, restaurantId: number | null) {
    const mealIds = [...new Set(input.items.flatMap((i) => (i.mealId ? [i.mealId] : [])))];
    const customIds = [...new Set(input.items.flatMap((i) => (i.customMealId ? [i.customMealId] : [])))];
    const [mealLines, customLines] = await Promise.all([
      q.visibleMealLines(tx, actor, mealIds),
      q.visibleCustomMealLines(tx, actor, customIds),
    ]);
    // A meal's first row carries its options (see orderMealLines).
    const mealsById = new Map<number, (typeof mealLines)[number]>();
    const optionsByMeal = new Map<number, q.OrderOptionRow[]>();
    for (const line of mealLines)
      if (!mealsById.has(line.id)) {
        mealsById.set(line.id, line);
        optionsByMeal.set(line.id, line.options ?? []);
      }
    const customById = new Map(customLines.map((c) => [c.id, c]));
    const errors: ItemErrors[] = input.items.map(() => ({}));
    const choices = input.items.map((item, index) => {
      const e = errors[index] as ItemErrors;
      if (item.mealId) {
        const meal = mealsById.get(item.mealId);
        if (!meal) e.meal = [DEFAULT_MESSAGES.doesNotExist('Meal', item.mealId)];
        else if (restaurantId !== null && meal.restaurantId !== restaurantId) e.meal = [M.mealElsewhere];
        else {
          const choice = priceChoice(
            meal.basePriceCents,
            pricedGroups(optionsByMeal.get(meal.id) ?? []),
            item.optionIds,
          );
          if (choice.problems.length) e.options = choice.problems.map(choiceMessage);
          else if (choice.unitCents < 0) e.options = [OPTION_MESSAGES.negativePrice];
          return choice;
        }
      } else if (item.customMealId) {
        const custom = customById.get(item.customMealId);
        if (!custom) e.custom_meal = [DEFAULT_MESSAGES.doesNotExist('Custom meal', item.customMealId)];
        else if (restaurantId !== null && custom.restaurantId !== restaurantId) e.custom_meal = [M.customMealElsewhere];
      }
      return null;
    });
    if (errors.some((e) => Object.keys(e).length)) return { errors, items: [] };

    const items: PricedItem[] = input.items.map((item, index) => {
      const needs = new Map<number, number>();
      const usedAs = new Map<number, string>();
      const common = {
        index,
        quantity: item.quantity,
        specialInstructions: item.specialInstructions,
        needs,
        usedAs,
      };
      if (item.mealId) {
        const meal = mealsById.get(item.mealId) as NonNullable<ReturnType<typeof mealsById.get>>;
        const choice = choices[index] as PricedChoice;
        for (const line of mealLines)
          if (line.id === meal.id && line.ingredientId !== null)
            needs.set(line.ingredientId, (needs.get(line.ingredientId) ?? 0) + milli(Number(line.quantity)));
        const rows = new Map((optionsByMeal.get(meal.id) ?? []).map((o) => [o.id, o]));
        const chosen = choice.chosen.map((o) => rows.get(o.id) as q.OrderOptionRow);
        // Named in the 409 with the options that take it, so a short extra says which choice to drop.
        const takers = new Map<number, string[]>();
        for (const o of chosen)
          if (o.ingredientId !== null) {
            needs.set(o.ingredientId, (needs.get(o.ingredientId) ?? 0) + milli(Number(o.quantity)));
            takers.set(o.ingredientId, [...(takers.get(o.ingredientId) ?? []), o.name]);
          }
        for (const [ingredientId, names] of takers) usedAs.set(ingredientId, M.itemWithOptions(meal.name, names));
        return {
          ...common,
          kind: 'meal',
          mealId: meal.id,
          customMealId: null,
          name: meal.name,
          nameAr: meal.nameAr,
          priceCents: choice.unitCents,
          available: meal.isAvailable,
          image: meal.image,
          snapshot: null,
          options: chosen.map((o) => ({
            id: o.id,
            name: o.name,
            name_ar: o.nameAr,
            price_delta_cents: o.priceDeltaCents,
          })),
        };
      }
      const custom = customById.get(item.customMealId as number) as NonNullable<ReturnType<typeof customById.get>>;
      const lines = customLines.flatMap((l) =>
        l.id === custom.id && l.ingredientId !== null
          ? [
              {
                ...l,
                ingredientId: l.ingredientId,
                quantity: Number(l.quantity),
                pricePerUnitCents: Number(l.pricePerUnitCents),
              },
            ]
          : [],
      );
      for (const line of lines)
        needs.set(line.ingredientId, (needs.get(line.ingredientId) ?? 0) + milli(line.quantity));
      return {
        ...common,
        kind: 'custom',
        mealId: null,
        customMealId: custom.id,
        name: custom.name,
        nameAr: null,
        priceCents: lines.reduce((sum, l) => sum + roundCents(l.pricePerUnitCents * l.quantity), 0),
        available: true,
        image: custom.image,
        snapshot: {
          cooking_instructions: custom.cookingInstructions,
          ingredients: lines.map((l) => ({
            ingredient: l.ingredientId,
            name: l.ingredientName as string,
            unit: l.unit as string,
            quantity: jsonQuantity(l.quantity),
          })),
        },
        options: [],
      };
    });
    return { errors: null, items };
  }

  /**
   * What the order takes from stock (API.md §4.2): the requirement aggregated per ingredient across all
   * lines, in ascending id order (the order the write locks them in), and which items use each.
   */
  function stockNeeds(items: PricedItem[]) {
    const need = new Map<number, number>();
    const usedBy = new Map<number, string[]>();
    for (const item of items)
      for (const [ingredientId, perUnit] of item.needs) {
        need.set(ingredientId, (need.get(ingredientId) ?? 0) + perUnit * item.quantity);
        const names = usedBy.get(ingredientId) ?? [];
        const name = item.usedAs.get(ingredientId) ?? item.name;
        if (!names.includes(name)) names.push(name);
        usedBy.set(ingredientId, names);
      }
    const ids = [...need.keys()].sort((a, b) => a - b);
    const taken: q.StockTaken[] = ids.map((id) => ({
      ingredientId: id,
      quantity: fromMilli(need.get(id) ?? 0).toFixed(3),
    }));
    return { need, usedBy, taken };
  }

  /** The 409 of an order that cannot be served, listing every item and ingredient at fault. */
  function unavailable(needs: ReturnType<typeof stockNeeds>, short: q.ShortIngredient[], offItems: PricedItem[]) {
    const unavailableIngredients = short.map((r) => ({
      id: r.id,
      name: r.name,
      unit: r.unit,
      meal: (needs.usedBy.get(r.id) ?? []).join(', '),
      available: r.isAvailable,
      required: fromMilli(needs.need.get(r.id) ?? 0),
      in_stock: jsonQuantity(r.quantity),
    }));
    const message = [
      M.unavailableHeading,
      ...unavailableIngredients.map((i) =>
        M.ingredientLine(i.name, i.meal, !i.available || i.in_stock === 0, i.required, i.in_stock),
      ),
      ...offItems.map((i) => M.mealUnavailable(i.name)),
    ].join('\n');
    return conflict(M.unavailable, 'unavailable', {
      message,
      unavailable_items: offItems.map((i) => ({ index: i.index, name: i.name })),
      unavailable_ingredients: unavailableIngredients,
    });
  }

  /** Mail after commit (API.md §3.9 side effects); a failure is logged by afterCommit, never thrown. */
  function mailAfterCommit(
    onCommit: OnCommit,
    order: {
      id: number;
      customer: string;
      customerEmail?: string;
      customerLanguage: Language;
      restaurant: { name: string; name_ar: string | null };
      ownerEmail: string;
      ownerLanguage: Language;
    },
    items: PricedItem[],
    breakdown: (language: Language) => OrderBreakdown,
  ) {
    // Each e-mail in the language its recipient chose (issue #20), with names in it when the owner wrote them.
    const linesIn = (language: Language, mails: ReturnType<typeof orderMails>) =>
      lineTexts(items, language).map((line, n) => mails.line(line, (items[n] as PricedItem).priceCents));
    if (order.customerEmail) {
      const to = order.customerEmail;
      const language = order.customerLanguage;
      const mails = orderMails(language, ctx.config.CURRENCY, ctx.config.TZ);
      const restaurant = localized(order.restaurant, 'name', language);
      onCommit('order confirmation e-mail', () =>
        ctx.mailer.send({
          to,
          subject: mails.confirmation.subject(order.id),
          text: mails.confirmation.text(order.id, restaurant, linesIn(language, mails), breakdown(language)),
        }),
      );
    }
    const language = order.ownerLanguage;
    const mails = orderMails(language, ctx.config.CURRENCY, ctx.config.TZ);
    onCommit('new order e-mail', () =>
      ctx.mailer.send({
        to: order.ownerEmail,
        subject: mails.newOrder.subject(order.id),
        text: mails.newOrder.text(order.id, order.customer, linesIn(language, mails), breakdown(language)),
      }),
    );
  }

  return {
    get,

    /** The list or page as JSON text, joined from each order's stored text (ADR 015). */
    async list(
      actor: UserActor,
      filter: q.OrderFilter,
      page: PageRequest | null,
      url: URL,
      baseUrl: string,
    ): Promise<string> {
      const scoped: q.OrderFilter = {
        statuses: filter.statuses,
        scheduled: filter.scheduled,
        ordering: filter.ordering,
        search: isCustomer(actor) ? undefined : filter.search,
        restaurant: isAdmin(actor) ? filter.restaurant : undefined,
        user: isAdmin(actor) ? filter.user : undefined,
      };
      // The common unfiltered lists take statements prepared once (see preparedReads).
      const plain =
        !scoped.statuses &&
        scoped.scheduled === undefined &&
        scoped.search === undefined &&
        scoped.restaurant === undefined &&
        scoped.user === undefined &&
        scoped.ordering === undefined;
      if (!page) {
        const rows =
          plain && isCustomer(actor) ? reads.ordersOf(actor.id, baseUrl) : q.listOrders(db, actor, scoped, baseUrl);
        return q.jsonList(await rows);
      }
      const { total, rows } =
        plain && isAdmin(actor)
          ? await reads.page(page.size, page.offset, baseUrl)
          : await Promise.all([
              q.countOrders(db, actor, scoped),
              q.listOrders(db, actor, scoped, baseUrl, { limit: page.size, offset: page.offset }),
            ]).then(([total, rows]) => ({ total, rows }));
      return pageJson(page, total, q.jsonList(rows), url);
    },

    /** `POST /api/orders/orders/` (API.md §3.9): everything in one transaction. */
    async create(actor: UserActor, body: unknown, baseUrl: string, seal?: Seal) {
      requireRole(actor, ['customer'], M.customersOnly);
      await ctx.limiter.hit({ key: `orders:user:${actor.id}`, max: 10, windowMs: MINUTE });
      const parsed = orderCreateSchema.safeParse(body ?? {});
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error) as Record<string, unknown>;
        const sent = (body as { items?: unknown } | undefined)?.items;
        const perItem = Array.isArray(errors.items) && errors.items.every((e) => typeof e === 'object');
        if (perItem && Array.isArray(sent) && Array.isArray(errors.items))
          while (errors.items.length < sent.length) errors.items.push({});
        throw badRequest(errors);
      }
      const input = parsed.data;
      if (input.paymentMethod === 'credit_card') await payments.refresh(input.intentId, actor.id);

      const placed = await ctx.transaction(async (tx, onCommit) => {
        const target = { addressId: input.addressId, areaId: input.areaId };
        const restaurant = await q.findRestaurant(tx, actor, input.restaurant, target);
        const priced = await priceItems(tx, actor, input, restaurant ? restaurant.id : null);
        if (!restaurant || priced.errors) {
          throw badRequest({
            ...(!restaurant && { restaurant: [DEFAULT_MESSAGES.doesNotExist('Restaurant', input.restaurant)] }),
            ...(priced.errors && { items: priced.errors }),
          });
        }
        const items = priced.items;
        const subtotal = items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0);
        const now = ctx.clock.now();
        // The promo code is judged on the items, then takes off what it gives for this placement's fee (ADR 029).
        const promo: AppliedPromo | null = input.promoCode
          ? await promotions.judge(tx, actor, input.promoCode, restaurant.id, subtotal, now)
          : null;
        const discountOf = (fee: number) => (promo ? promoDiscountCents(promo.terms, subtotal, fee) : 0);
        // Fulfilment, area, fee, minimum, total and hours, or the 4xx of the rule broken (nothing written yet).
        const terms: Placement = placementOf(restaurant, input, subtotal, now, ctx.config.TZ, discountOf);
        const total = subtotal + terms.feeCents - terms.discountCents;
        const intent =
          input.paymentMethod === 'credit_card'
            ? await payments.verifyForOrder(tx, actor, input.intentId, total)
            : null;
        const needs = stockNeeds(items);

        const order = {
          userId: actor.id,
          userUsername: actor.username,
          restaurantId: restaurant.id,
          restaurantName: restaurant.name,
          restaurantNameAr: restaurant.nameAr,
          status: 'pending',
          totalPriceCents: total,
          subtotalCents: subtotal,
          deliveryFeeCents: terms.feeCents,
          promoCode: promo?.code ?? null,
          promotionId: promo?.id ?? null,
          discountCents: terms.discountCents,
          paymentMethod: input.paymentMethod,
          deliveryAddress: terms.deliveryAddress,
          deliveryNotes: input.deliveryNotes,
          fulfilment: terms.fulfilment,
          areaId: terms.area?.id ?? null,
          areaName: terms.area?.name ?? null,
          areaNameAr: terms.area?.nameAr ?? null,
          address: terms.address,
          scheduledFor: terms.scheduledFor,
          estimatedAt: terms.estimatedAt,
          acceptBy: terms.acceptBy,
          createdAt: now,
          updatedAt: now,
        };
        const itemRows = items.map((i) => ({
          mealId: i.mealId,
          customMealId: i.customMealId,
          kind: i.kind,
          name: i.name,
          nameAr: i.nameAr,
          customSnapshot: i.snapshot,
          quantity: i.quantity,
          priceCents: i.priceCents,
          specialInstructions: i.specialInstructions,
          options: i.options,
        }));
        const payment = {
          paymentMethod: input.paymentMethod,
          amountCents: total,
          status: intent ? 'completed' : 'pending',
          transactionId: intent ? intent.id : null,
          provider: intent ? intent.provider : null,
          paymentDate: now,
        };
        // An item switched off refuses the order, yet the statement still reports what is short: the
        // answer names every item and ingredient at fault at once.
        const offItems = items.filter((i) => !i.available);
        const result = await q.writeOrder(tx, {
          order,
          stock: needs.taken,
          items: itemRows,
          payment,
          refused: offItems.length > 0,
        });
        const written = result.placed;
        if (!written) throw unavailable(needs, result.short, offItems);
        const id = written.id;
        if (written.taken !== needs.taken.length) {
          // Unreachable while the rows are locked; kept so the guard never fails silently.
          throw unavailable(needs, [], []);
        }
        if (intent) await payments.link(tx, intent.id, id);
        const count = items.reduce((sum, i) => sum + i.quantity, 0);
        const breakdown = (language: Language): OrderBreakdown => ({
          subtotalCents: subtotal,
          feeCents: terms.feeCents,
          discountCents: terms.discountCents,
          promoCode: promo?.code ?? null,
          totalCents: total,
          fulfilment: terms.fulfilment,
          area: terms.area && localized({ name: terms.area.name, name_ar: terms.area.nameAr }, 'name', language),
          address: terms.deliveryAddress,
          scheduledFor: terms.scheduledFor,
          estimatedAt: terms.estimatedAt,
        });
        await notifications.create(tx, [
          {
            recipientId: restaurant.ownerId,
            recipientLanguage: restaurant.ownerLanguage,
            senderId: actor.id,
            restaurantId: restaurant.id,
            orderId: id,
            type: 'new_order',
            text: (language) =>
              orderNotifications(language, ctx.config.CURRENCY, ctx.config.TZ).newOrder(
                id,
                actor.username,
                count,
                total,
                breakdown(language),
                lineTexts(items, language),
              ),
          },
        ]);
        mailAfterCommit(
          onCommit,
          {
            id,
            customer: actor.username,
            customerEmail: restaurant.customer?.email,
            customerLanguage: restaurant.customer?.language ?? 'en',
            restaurant: { name: restaurant.name, name_ar: restaurant.nameAr },
            ownerEmail: restaurant.ownerEmail,
            ownerLanguage: restaurant.ownerLanguage,
          },
          items,
          breakdown,
        );
        // The response and the stored text from what was just written, instead of reading it back.
        const row: OrderRow = {
          id,
          ...order,
          cancellationReason: null,
          cancelledBy: null,
          customer: restaurant.customer,
          payment: { id: written.paymentId, ...payment },
          items: itemRows.map((r, n) => {
            const image = items[n]?.image ?? null;
            return {
              ...r,
              id: written.itemIds[n] as number,
              mealImage: r.kind === 'meal' ? image : null,
              customImage: r.kind === 'custom' ? image : null,
            };
          }),
        };
        await q.writeTexts(tx, [{ id, doc: storedText(row) }]);
        // The code's row lock is the one every order with that code queues on: taken last, it is held shortest.
        if (promo) await promotions.claim(tx, actor, promo, now);
        const out = orderOut(row, baseUrl);
        await seal?.(tx, 201, out);
        return out;
      });
      return placed;
    },

    /** `POST /api/orders/orders/{id}/update_status/` (API.md §3.9, §4.3, §4.5). */
    async updateStatus(actor: UserActor, id: number, body: unknown, baseUrl: string) {
      await ctx.transaction(async (tx, onCommit) => {
        const order = await q.lockOrder(tx, actor, id);
        if (!order) throw notFound();
        const customer = isCustomer(actor);
        const raw = (body ?? {}) as { status?: unknown };
        if (customer && raw.status !== 'cancelled') throw forbidden(M.statusForbidden);
        const input = validate(orderStatusSchema, body);
        const from = order.status as OrderStatus;
        const to = input.status;
        const allowed = customer ? customerTransitions(from) : staffTransitions(from);
        if (!allowed.includes(to)) {
          const detail = customer && to === 'cancelled' ? M.noLongerCancellable(from) : M.invalidTransition(from, to);
          throw conflict(detail, 'invalid_transition', { status: from, allowed });
        }
        if (to === 'cancelled') await cancel(tx, onCommit, order, input.reason, customer ? 'customer' : 'staff');
        else await q.setOrderStatus(tx, id, to, input.reason, ctx.clock.now());
        if (to === 'delivered' && order.paymentMethod === 'cash') await q.setPaymentStatus(tx, id, 'completed');
        await refreshOrderTexts(tx, { ids: [id] });

        const base = { senderId: actor.id, restaurantId: order.restaurantId, orderId: id };
        const notes: NewNotification[] = [];
        const worded = (notice: Notice) => (language: Language) =>
          notice(
            orderNotifications(language, ctx.config.CURRENCY),
            localized({ name: order.restaurantName, name_ar: order.restaurantNameAr }, 'name', language),
          );
        const toCustomer = (type: NotificationType, notice: Notice) => {
          if (order.userId !== null) notes.push({ ...base, recipientId: order.userId, type, text: worded(notice) });
        };
        const toOwner = (notice: Notice) => {
          if (order.ownerId !== null)
            notes.push({ ...base, recipientId: order.ownerId, type: 'other', text: worded(notice) });
        };
        const reason = input.reason as string;
        if (to === 'confirmed') toCustomer('order_accepted', (n, r) => n.confirmed(id, r));
        if (to === 'preparing') toCustomer('other', (n, r) => n.preparing(id, r));
        if (to === 'ready') toCustomer('order_ready', (n, r) => n.ready(id, r));
        if (to === 'delivered') toCustomer('order_delivered', (n, r) => n.delivered(id, r));
        if (to === 'cancelled' && customer) {
          toOwner((n) => n.cancelledByCustomer(id, order.userUsername, reason));
        } else if (to === 'cancelled') {
          const refund = order.paymentMethod === 'credit_card' ? order.totalPriceCents : null;
          toCustomer('order_rejected', (n, r) => n.cancelledByStaff(id, r, reason, refund));
        }
        if (isAdmin(actor)) toOwner((n) => n.byAdmin(id, to));
        await notifications.create(tx, notes);
      });
      return get(actor, id, baseUrl);
    },
  };
}
