import { eq } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { promotions, restaurants, users } from '../schema.js';

const DAY = 86_400_000;

/**
 * Demo promo codes (issue #23): one of each kind a customer meets — a first-order percentage with a maximum, free
 * delivery above a minimum, a restaurant's own amount off, and an expired one that shows a refusal.
 */
export async function seedPromotions(db: Executor, now: Date): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const [nadia] = await db
    .select({ id: restaurants.id, ownerId: restaurants.ownerId })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(eq(users.username, 'chef_nadia'));
  const adminId = admin?.id ?? null;
  await db.insert(promotions).values([
    {
      code: 'WELCOME20',
      kind: 'percent',
      value: 2000,
      maxDiscountCents: 5000,
      firstOrderOnly: true,
      perCustomerLimit: 1,
      createdBy: adminId,
    },
    {
      code: 'FREEDELIVERY',
      kind: 'fixed',
      value: 0,
      freeDelivery: true,
      minimumSubtotalCents: 15_000,
      createdBy: adminId,
    },
    ...(nadia
      ? [
          {
            code: 'NADIA10',
            kind: 'fixed',
            value: 1000,
            minimumSubtotalCents: 10_000,
            restaurantId: nadia.id,
            perCustomerLimit: 3,
            createdBy: nadia.ownerId,
          },
        ]
      : []),
    {
      code: 'EXPIRED5',
      kind: 'fixed',
      value: 500,
      startsAt: new Date(now.getTime() - 30 * DAY),
      endsAt: new Date(now.getTime() - DAY),
      createdBy: adminId,
    },
  ]);
}
