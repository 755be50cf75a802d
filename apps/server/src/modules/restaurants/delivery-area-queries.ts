import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { areas, restaurantDeliveryAreas, restaurants } from '../../db/schema.js';

const rda = restaurantDeliveryAreas;

export type AreaRecord = typeof areas.$inferSelect;

export async function findArea(db: Executor, id: number): Promise<AreaRecord | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.id, id));
  return row;
}

export async function findAreas(db: Executor, ids: number[]): Promise<AreaRecord[]> {
  return ids.length ? db.select().from(areas).where(inArray(areas.id, ids)) : [];
}

/** A restaurant's delivery areas with the area, ordered by city and name. */
export async function deliveryAreasOf(db: Executor, restaurantId: number) {
  return db
    .select({
      areaId: rda.areaId,
      feeCents: rda.feeCents,
      minimumOrderCents: rda.minimumOrderCents,
      deliveryMinutes: rda.deliveryMinutes,
      area: areas,
    })
    .from(rda)
    .innerJoin(areas, eq(areas.id, rda.areaId))
    .where(eq(rda.restaurantId, restaurantId))
    .orderBy(asc(areas.city), asc(areas.name), asc(areas.id));
}

export type DeliveryAreaRow = Awaited<ReturnType<typeof deliveryAreasOf>>[number];

/** Replaces the restaurant's whole list (inside the caller's transaction). */
export async function replaceDeliveryAreas(
  db: Executor,
  restaurantId: number,
  entries: { areaId: number; feeCents: number; minimumOrderCents: number; deliveryMinutes: number }[],
) {
  await db.delete(rda).where(eq(rda.restaurantId, restaurantId));
  if (entries.length) await db.insert(rda).values(entries.map((e) => ({ restaurantId, ...e })));
}

/**
 * What delivering from the restaurant to the area costs and takes, read in the caller's transaction (an order's): only
 * when the restaurant offers delivery and the area is not retired; undefined otherwise.
 */
export async function deliveryTerms(
  db: Executor,
  restaurantId: number,
  areaId: number,
): Promise<{ feeCents: number; minimumOrderCents: number; deliveryMinutes: number } | undefined> {
  const [row] = await db
    .select({ feeCents: rda.feeCents, minimumOrderCents: rda.minimumOrderCents, deliveryMinutes: rda.deliveryMinutes })
    .from(rda)
    .innerJoin(areas, eq(areas.id, rda.areaId))
    .innerJoin(restaurants, eq(restaurants.id, rda.restaurantId))
    .where(
      and(
        eq(rda.restaurantId, restaurantId),
        eq(rda.areaId, areaId),
        eq(areas.isRetired, false),
        eq(restaurants.offersDelivery, true),
      ),
    );
  return row;
}
