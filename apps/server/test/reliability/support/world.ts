import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.js';
import { buildInstance } from '../../../src/modules/notifications/fixtures.js';
import {
  cashOrder,
  makeIngredient,
  makeMeal,
  makeRestaurant,
  type RestaurantFixture,
  stockOf,
} from '../../../src/modules/orders/fixtures.js';
import { createUser, type TestApp, type TestUser } from '../../helpers.js';

export const ORDERS = '/api/orders/orders/';

/**
 * A known world for the process-level tests, written straight to `database`: an open restaurant
 * with two ingredients and two meals (bread: 100 g flour; pizza: 50 g flour and 30 g cheese), and
 * `customerCount` customers with tokens. `helper` is an in-process app on the same database that the
 * fixtures write through; the server under test is another process.
 */
export interface OrderWorld {
  helper: TestApp;
  restaurant: RestaurantFixture;
  customers: TestUser[];
  flour: number;
  cheese: number;
  bread: number;
  pizza: number;
  initial: { flour: number; cheese: number };
  /** The i-th order of a load: alternately a two-line and a one-line order. */
  orderBody(i: number): Record<string, unknown>;
  /** Current stock of each ingredient. */
  stock(): Promise<{ flour: number; cheese: number }>;
}

export async function orderWorld(database: Database, customerCount: number, stock = 10_000_000): Promise<OrderWorld> {
  const helper = await buildInstance(database);
  const restaurant = await makeRestaurant(helper);
  const flour = await makeIngredient(helper, restaurant.id, { name: 'Flour', quantity: stock });
  const cheese = await makeIngredient(helper, restaurant.id, { name: 'Cheese', quantity: stock });
  const bread = await makeMeal(helper, restaurant.id, { name: 'Bread', basePriceCents: 800 }, [
    { ingredientId: flour, quantity: 100 },
  ]);
  const pizza = await makeMeal(helper, restaurant.id, { name: 'Pizza', basePriceCents: 1250 }, [
    { ingredientId: flour, quantity: 50 },
    { ingredientId: cheese, quantity: 30 },
  ]);
  const customers: TestUser[] = [];
  for (let i = 0; i < customerCount; i += 1) customers.push(await createUser(helper, 'customer'));
  return {
    helper,
    restaurant,
    customers,
    flour,
    cheese,
    bread,
    pizza,
    initial: { flour: stock, cheese: stock },
    orderBody: (i) =>
      cashOrder(
        restaurant.id,
        i % 2
          ? [{ meal: pizza, quantity: 2 }]
          : [
              { meal: bread, quantity: 1 + (i % 3) },
              { meal: pizza, quantity: 1 },
            ],
      ),
    stock: async () => ({ flour: await stockOf(helper, flour), cheese: await stockOf(helper, cheese) }),
  };
}

export interface OrderAudit {
  id: number;
  status: string;
  total: number;
  items: number;
  payments: number;
  paid: number;
  stockRows: number;
}

/** Every order of the world's restaurant with what it must have written alongside it. */
export async function auditOrders(world: OrderWorld): Promise<OrderAudit[]> {
  const result = await world.helper.db.execute(sql`
    select o.id, o.status, o.total_price_cents as total,
      (select count(*) from order_items i where i.order_id = o.id)::int as items,
      (select count(*) from payments p where p.order_id = o.id)::int as payments,
      (select coalesce(sum(p.amount_cents), 0) from payments p where p.order_id = o.id)::int as paid,
      (select count(*) from order_stock s where s.order_id = o.id)::int as "stockRows"
    from orders o where o.restaurant_id = ${world.restaurant.id} order by o.id`);
  return (result as unknown as { rows: OrderAudit[] }).rows;
}

/**
 * What the orders that exist (and are not cancelled) must have taken from each ingredient, from
 * their items and the recipes: independent of the server's own `order_stock` bookkeeping.
 */
export async function stockTaken(world: OrderWorld): Promise<{ flour: number; cheese: number }> {
  const result = await world.helper.db.execute(sql`
    select mi.ingredient_id as id, sum(i.quantity * mi.quantity)::float as used
    from orders o join order_items i on i.order_id = o.id join meal_ingredients mi on mi.meal_id = i.meal_id
    where o.restaurant_id = ${world.restaurant.id} and o.status <> 'cancelled'
    group by mi.ingredient_id`);
  const rows = (result as unknown as { rows: { id: number; used: number }[] }).rows;
  const used = (id: number) => rows.find((r) => r.id === id)?.used ?? 0;
  return { flour: used(world.flour), cheese: used(world.cheese) };
}
