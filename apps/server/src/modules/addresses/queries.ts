import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { addresses, areas, users } from '../../db/schema.js';

export type AddressValues = typeof addresses.$inferInsert;

/** A saved address with the area it is in: what AddressOut shows and what an order copies. */
const withArea = {
  id: addresses.id,
  userId: addresses.userId,
  label: addresses.label,
  areaId: addresses.areaId,
  street: addresses.street,
  building: addresses.building,
  floor: addresses.floor,
  apartment: addresses.apartment,
  landmark: addresses.landmark,
  phone: addresses.phone,
  isDefault: addresses.isDefault,
  createdAt: addresses.createdAt,
  area: {
    id: areas.id,
    name: areas.name,
    nameAr: areas.nameAr,
    city: areas.city,
    cityAr: areas.cityAr,
    isRetired: areas.isRetired,
  },
};

export type AddressRow = {
  id: number;
  userId: number;
  label: string;
  areaId: number;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  landmark: string;
  phone: string;
  isDefault: boolean;
  createdAt: Date;
  area: { id: number; name: string; nameAr: string | null; city: string; cityAr: string | null; isRetired: boolean };
};

const selectWithArea = (db: Executor) =>
  db.select(withArea).from(addresses).innerJoin(areas, eq(areas.id, addresses.areaId));

/** The newest first after the default, as the address book and checkout show them. */
const newestFirst = [desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)];

export async function listAddresses(
  db: Executor,
  userId: number,
  page?: { limit: number; offset: number },
): Promise<AddressRow[]> {
  const query = selectWithArea(db)
    .where(eq(addresses.userId, userId))
    .orderBy(...newestFirst);
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countAddresses(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/**
 * One of the user's own saved addresses with its area, or undefined when it does not exist or is someone
 * else's (the two answer alike). The orders module places orders to an address through this.
 */
export async function findOwnAddress(db: Executor, userId: number, addressId: number): Promise<AddressRow | undefined> {
  const [row] = await selectWithArea(db).where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/**
 * Serialises one user's address changes (a row lock on the user): counting toward the limit and moving the single
 * default then see every earlier change, however many requests arrive at once.
 */
export async function lockUser(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function areaState(db: Executor, areaId: number): Promise<{ isRetired: boolean } | undefined> {
  const [row] = await db.select({ isRetired: areas.isRetired }).from(areas).where(eq(areas.id, areaId));
  return row;
}

/** Takes the default away from the user's other addresses (the partial unique index allows one). */
export async function clearDefault(tx: Executor, userId: number, exceptId?: number): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId !== undefined ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

export async function insertAddress(tx: Executor, values: AddressValues): Promise<number> {
  const [row] = await tx.insert(addresses).values(values).returning({ id: addresses.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export async function updateAddress(
  tx: Executor,
  userId: number,
  id: number,
  values: Partial<AddressValues>,
): Promise<void> {
  if (!Object.keys(values).length) return;
  await tx
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Deletes the user's address; returns whether it was the default. */
export async function deleteAddress(tx: Executor, userId: number, id: number): Promise<boolean | undefined> {
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ isDefault: addresses.isDefault });
  return row?.isDefault;
}

/** Makes the user's most recent address the default (after the default was deleted). */
export async function promoteNewest(tx: Executor, userId: number): Promise<void> {
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}
