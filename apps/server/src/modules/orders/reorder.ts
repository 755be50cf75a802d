import {
  ORDER_MESSAGES as M,
  type PricedGroup,
  priceChoice,
  type ReorderOut,
  type ReorderReason,
  roundCents,
  type StockLevel,
  stockShortage,
  thousandths,
} from '@dishcraft/contract';
import type { AppContext } from '../../context.js';
import type { UserActor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { requireRole } from '../../lib/policy.js';
import { money } from '../../lib/serialize.js';
import { mediaUrl } from '../media/service.js';
import * as q from './queries.js';

/*
 * Order again (issue #23, API.md §3.9): a past order's lines as the cart can take them now, at today's prices, and
 * the lines that cannot be ordered any more with the reason. It reads only: the order placed from the cart is priced
 * and checked again like any other.
 */

type LineNow = Awaited<ReturnType<typeof q.orderLinesNow>>[number];

/**
 * Whether today's stock makes one portion of a line and `count` of them, the lines that take one ingredient summed
 * (a recipe and an option that both take cheese), as the menu's check and the order's stock write read it.
 */
function stockFor(rows: q.StockRow[], count: number): 'out' | 'short' | null {
  const need = new Map<number, { level: StockLevel; perPortion: number }>();
  for (const row of rows) {
    const seen = need.get(row.ingredientId);
    need.set(row.ingredientId, {
      level: { is_available: row.isAvailable, quantity: row.stock },
      perPortion: (seen?.perPortion ?? 0) + thousandths(row.quantity),
    });
  }
  let short = false;
  for (const { level, perPortion } of need.values()) {
    if (stockShortage(level, perPortion / 1000, 1) !== null) return 'out';
    if (stockShortage(level, perPortion / 1000, count) !== null) short = true;
  }
  return short ? 'short' : null;
}

type Item = ReorderOut['items'][number];
type Judged = { item: Item } | { reason: ReorderReason };

/** A meal's line today: its options chosen again by id and priced with the contract's rule, or why it cannot be. */
function mealLine(line: LineNow, baseUrl: string): Judged {
  if (line.mealId === null) return { reason: 'meal_removed' };
  if (!line.mealIsAvailable) return { reason: 'meal_switched_off' };
  const byId = new Map(line.groups.flatMap((g) => g.options).map((o) => [o.id, o]));
  const wanted = line.chosen.map((o) => o.id);
  if (wanted.some((optionId) => !byId.has(optionId))) return { reason: 'option_removed' };
  // Switched off refuses the choice here; an option's stock is judged below with the rest of the line's.
  const groups: PricedGroup[] = line.groups.map((g) => ({
    ...g,
    options: g.options.map((o) => ({
      id: o.id,
      name: o.name,
      priceDeltaCents: o.priceDeltaCents,
      available: o.isAvailable,
    })),
  }));
  const choice = priceChoice(line.basePriceCents ?? 0, groups, wanted);
  if (choice.problems.some((p) => p.kind === 'unavailable')) return { reason: 'option_switched_off' };
  if (choice.problems.length || choice.unitCents < 0) return { reason: 'options_changed' };
  const chosen = choice.chosen.map((o) => byId.get(o.id) as q.OptionNow);
  const stock = stockFor(
    [
      ...line.recipe,
      ...chosen.flatMap((o) =>
        o.ingredientId === null
          ? []
          : [
              {
                ingredientId: o.ingredientId,
                quantity: Number(o.quantity),
                stock: Number(o.stock ?? 0),
                isAvailable: !!o.stockAvailable,
              },
            ],
      ),
    ],
    line.quantity,
  );
  if (stock === 'out') return { reason: 'out_of_stock' };
  return {
    item: {
      meal: line.mealId,
      custom_meal: null,
      quantity: line.quantity,
      options: chosen.map((o) => o.id),
      option_details: chosen.map((o) => ({
        id: o.id,
        name: o.name,
        name_ar: o.nameAr,
        price_delta: money(o.priceDeltaCents),
      })),
      ingredients: [],
      special_instructions: line.specialInstructions,
      name: line.mealName ?? line.name,
      name_ar: line.mealNameAr,
      image: mediaUrl(baseUrl, line.mealImage),
      price: money(choice.unitCents),
      short: stock === 'short',
    },
  };
}

/** A custom meal's line today: its recipe priced as an order prices it, or why it cannot be ordered. */
function customLine(line: LineNow, baseUrl: string): Judged {
  if (line.customMealId === null) return { reason: 'custom_meal_removed' };
  const stock = stockFor(line.customLines, line.quantity);
  if (stock === 'out') return { reason: 'out_of_stock' };
  return {
    item: {
      meal: null,
      custom_meal: line.customMealId,
      quantity: line.quantity,
      options: [],
      option_details: [],
      ingredients: line.customLines.map((l) => ({
        ingredient: l.ingredientId,
        name: l.name,
        name_ar: l.nameAr,
        unit: l.unit,
        quantity: Number(l.quantity),
      })),
      special_instructions: line.specialInstructions,
      name: line.customMealName ?? line.name,
      name_ar: null,
      image: mediaUrl(baseUrl, line.customMealImage),
      price: money(line.customLines.reduce((sum, l) => sum + roundCents(l.pricePerUnitCents * Number(l.quantity)), 0)),
      short: stock === 'short',
    },
  };
}

export function reorderService(ctx: AppContext) {
  const { db } = ctx.database;
  return {
    /**
     * `GET /api/orders/orders/{id}/reorder/`: customers only, like placing an order (owners and admins 403 before
     * any order is looked at); another customer's order is a 404 through the orders scope.
     */
    async of(actor: UserActor, id: number, baseUrl: string): Promise<ReorderOut> {
      const customer = requireRole(actor, ['customer'], M.customersOnly);
      const lines = await q.orderLinesNow(db, customer, id);
      const first = lines[0];
      if (!first) throw notFound();
      const restaurantReason: ReorderReason | null =
        first.restaurantId === null ? 'restaurant_gone' : first.restaurantVisible ? null : 'restaurant_unavailable';
      const out: ReorderOut = {
        restaurant: first.restaurantId,
        // today's names of a restaurant the caller may still see; the order keeps the names it was placed under
        restaurant_details:
          first.restaurantId === null || restaurantReason
            ? null
            : { id: first.restaurantId, name: first.restaurantName ?? '', name_ar: first.restaurantNameAr },
        items: [],
        unavailable: [],
      };
      for (const line of lines) {
        const judged: Judged = restaurantReason
          ? { reason: restaurantReason }
          : line.kind === 'custom'
            ? customLine(line, baseUrl)
            : mealLine(line, baseUrl);
        if ('item' in judged) out.items.push(judged.item);
        else
          out.unavailable.push({
            meal: line.itemMealId,
            custom_meal: line.itemCustomMealId,
            name: line.name,
            name_ar: line.nameAr,
            quantity: line.quantity,
            reason: judged.reason,
          });
      }
      return out;
    },
  };
}
