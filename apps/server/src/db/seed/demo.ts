import { hashPassword } from '../../modules/auth/passwords.js';
import { writeAllOrderTexts } from '../../modules/orders/texts.js';
import type { Db, Tx } from '../client.js';
import {
  categories,
  customMealIngredients,
  customMealReviews,
  customMeals,
  ingredients,
  mealIngredients,
  mealOptionGroups,
  mealOptions,
  mealReviews,
  meals,
  orderItems,
  orders,
  payments,
  restaurantReviews,
  restaurants,
} from '../schema.js';
import {
  CATEGORIES,
  CUSTOM_MEALS,
  type DemoRestaurant,
  MEAL_OPTIONS,
  RESTAURANTS,
  REVIEW_LINES,
  REVIEWERS,
} from './catalogue.js';
import { coverPlan, dishArt, dishPlan, hashString, logoPlan, prng, store } from './images.js';
import type { SeedOptions } from './index.js';
import { CUISINES, type DishArt } from './pictures.js';
import { insertReturningIds, insertRows, upsertUser } from './queries.js';
import { demoSettings, seedDeliveryAreas } from './fulfilment.js';

/** The demo passwords of DEMO_ACCOUNTS, shared by the extra owners and reviewers. */
const OWNER_PASSWORD = 'Owner123!';
const CUSTOMER_PASSWORD = 'Customer123!';
const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Restaurants (6 approved, 1 pending, 1 rejected) with logos and covers, categories, meals with pictures
 * and recipes, stock (some of it out), public and private custom meals, reviews behind real
 * ratings and a Top 10, and a month of orders so the dashboards have something to chart.
 */
export async function seedCatalogue(
  db: Db,
  { mediaDir, now }: SeedOptions,
  accountIds: Map<string, number>,
): Promise<void> {
  const ownerHash = await hashPassword(OWNER_PASSWORD);
  const customerHash = await hashPassword(CUSTOMER_PASSWORD);
  const { logos, covers, dishImages } = await seedPictures(mediaDir);

  await db.transaction(async (tx) => {
    const userIds = new Map(accountIds);
    for (const r of RESTAURANTS) {
      if (userIds.has(r.owner.username)) continue;
      userIds.set(
        r.owner.username,
        await upsertUser(tx, {
          ...r.owner,
          userType: 'restaurant',
          passwordHash: ownerHash,
          phoneNumber: '',
          address: '',
        }),
      );
    }
    for (const reviewer of REVIEWERS) {
      userIds.set(
        reviewer.username,
        await upsertUser(tx, { ...reviewer, userType: 'customer', passwordHash: customerHash }),
      );
    }
    const customerNames = ['sara', 'youssef', ...REVIEWERS.map((r) => r.username)];

    const catIds = await insertReturningIds(tx, categories, CATEGORIES);
    const categoryIds = new Map(CATEGORIES.map((c, i) => [c.name, catIds[i] as number]));

    const restaurantIds = new Map<string, number>();
    const ingredientIds = new Map<string, number>();
    const mealIds = new Map<string, number>();
    const mealPrices = new Map<string, number>();

    for (const [index, r] of RESTAURANTS.entries()) {
      const [restaurantId] = await insertReturningIds(tx, restaurants, [
        {
          ownerId: userIds.get(r.owner.username) as number,
          name: r.name,
          nameAr: r.nameAr,
          description: r.description,
          descriptionAr: r.descriptionAr,
          address: r.address,
          phoneNumber: r.phone,
          logo: logos[index],
          cover: covers[index],
          cuisine: r.cuisine,
          openingTime: r.hours[0],
          closingTime: r.hours[1],
          ...demoSettings(r.name, r.hours),
          isActive: true,
          isApproved: r.approval,
          rejectionReason: r.approval === false ? (r.rejectionReason ?? null) : null,
          createdAt: daysAgo(now, 60 - index),
        },
      ]);
      restaurantIds.set(r.name, restaurantId as number);
      await seedMenu(tx, r, restaurantId as number, categoryIds, dishImages, ingredientIds, mealIds, mealPrices, now);
    }
    await seedDeliveryAreas(tx, restaurantIds);

    const rnd = prng(hashString('reviews'));
    const pickLine = () => REVIEW_LINES[Math.floor(rnd() * REVIEW_LINES.length)] as (typeof REVIEW_LINES)[number];

    // Restaurant and meal reviews from customers (owners never review their own).
    const restaurantReviewRows: (typeof restaurantReviews.$inferInsert)[] = [];
    const mealReviewRows: (typeof mealReviews.$inferInsert)[] = [];
    for (const r of RESTAURANTS.filter((x) => x.approval === true)) {
      for (const customer of customerNames) {
        if (rnd() < 0.35) continue;
        const [rating, comment] = pickLine();
        restaurantReviewRows.push({
          userId: userIds.get(customer) as number,
          restaurantId: restaurantIds.get(r.name) as number,
          rating,
          comment,
          createdAt: daysAgo(now, Math.floor(rnd() * 30)),
        });
      }
      for (const m of r.meals) {
        for (const customer of customerNames) {
          if (rnd() < 0.6) continue;
          const [rating, comment] = pickLine();
          mealReviewRows.push({
            userId: userIds.get(customer) as number,
            mealId: mealIds.get(`${r.name}/${m.name}`) as number,
            rating,
            comment,
            createdAt: daysAgo(now, Math.floor(rnd() * 30)),
          });
        }
      }
    }
    await insertRows(tx, restaurantReviews, restaurantReviewRows);
    await insertRows(tx, mealReviews, mealReviewRows);

    // Custom meals, public and private, with reviews from other customers.
    const customReviewRows: (typeof customMealReviews.$inferInsert)[] = [];
    for (const [index, [creator, restaurantName, name, isPublic, lines, base]] of CUSTOM_MEALS.entries()) {
      const [customId] = await insertReturningIds(tx, customMeals, [
        {
          userId: userIds.get(creator) as number,
          restaurantId: restaurantIds.get(restaurantName) as number,
          baseMealId: base ? (mealIds.get(`${restaurantName}/${base}`) ?? null) : null,
          name,
          description: `${name}, the way ${creator} likes it.`,
          cookingInstructions: index % 2 ? 'Extra crispy, please.' : '',
          isPublic,
          createdAt: daysAgo(now, 20 - index),
          updatedAt: daysAgo(now, 20 - index),
        },
      ]);
      await insertRows(
        tx,
        customMealIngredients,
        lines.map(([ingredient, quantity]) => ({
          customMealId: customId as number,
          ingredientId: ingredientIds.get(`${restaurantName}/${ingredient}`) as number,
          quantity,
        })),
      );
      if (!isPublic) continue;
      const reviewers = customerNames.filter((c) => c !== creator);
      const howMany = 1 + ((index * 7) % reviewers.length);
      for (const reviewer of reviewers.slice(0, howMany)) {
        const [rating, comment] = pickLine();
        customReviewRows.push({
          userId: userIds.get(reviewer) as number,
          customMealId: customId as number,
          rating,
          comment,
          createdAt: daysAgo(now, Math.floor(rnd() * 20)),
        });
      }
    }
    await insertRows(tx, customMealReviews, customReviewRows);

    await seedOrderHistory(tx, now, rnd, userIds, customerNames, restaurantIds, mealIds, mealPrices);
  });
}

/** Every restaurant's logo and cover and every dish's picture, rendered side by side. */
async function seedPictures(mediaDir: string) {
  const dishes = RESTAURANTS.flatMap((r) =>
    r.meals.map((m) => ({
      key: `${r.name}/${m.name}`,
      plan: dishPlan(m.name, dishArt(m.name, m.category), CUISINES[r.cuisine].table),
    })),
  );
  const [logos, covers, dishPaths] = await Promise.all([
    Promise.all(RESTAURANTS.map((r) => store(mediaDir, 'restaurant_logos', logoPlan(CUISINES[r.cuisine])))),
    Promise.all(
      RESTAURANTS.map((r) =>
        store(mediaDir, 'restaurant_covers', coverPlan(r.name, coverDishes(r), CUISINES[r.cuisine].table)),
      ),
    ),
    Promise.all(dishes.map((d) => store(mediaDir, 'meal_images', d.plan))),
  ]);
  return { logos, covers, dishImages: new Map(dishes.map((d, i) => [d.key, dishPaths[i] as string])) };
}

/** Up to three of the restaurant's dishes for its cover, different ones first (three pizzas say less than one). */
function coverDishes(r: DemoRestaurant): [DishArt, ...DishArt[]] {
  const arts = r.meals.map((m) => dishArt(m.name, m.category));
  const seen = new Set<string>();
  const distinct = arts.filter((a) => !seen.has(a.emoji[0]) && seen.add(a.emoji[0]));
  return [...distinct, ...arts].slice(0, 3) as [DishArt, ...DishArt[]];
}

async function seedMenu(
  tx: Tx,
  r: DemoRestaurant,
  restaurantId: number,
  categoryIds: Map<string, number>,
  dishImages: Map<string, string>,
  ingredientIds: Map<string, number>,
  mealIds: Map<string, number>,
  mealPrices: Map<string, number>,
  now: Date,
) {
  const ids = await insertReturningIds(
    tx,
    ingredients,
    r.ingredients.map((i) => ({
      restaurantId,
      name: i.name,
      nameAr: i.nameAr,
      description: i.description ?? '',
      descriptionAr: i.descriptionAr ?? null,
      unit: i.unit,
      quantity: i.quantity,
      pricePerUnitCents: Math.max(1, cents(i.price)),
      isAvailable: !i.off,
      isAllergen: !!i.allergen,
      allergenType: i.allergen ?? null,
    })),
  );
  for (const [n, i] of r.ingredients.entries()) ingredientIds.set(`${r.name}/${i.name}`, ids[n] as number);
  for (const [index, m] of r.meals.entries()) {
    const [mealId] = await insertReturningIds(tx, meals, [
      {
        restaurantId,
        categoryId: categoryIds.get(m.category) ?? null,
        name: m.name,
        nameAr: m.nameAr,
        description: m.description,
        descriptionAr: m.descriptionAr,
        basePriceCents: cents(m.price),
        image: dishImages.get(`${r.name}/${m.name}`) ?? null,
        preparationTime: m.prep,
        isAvailable: !m.off,
        isCustomizable: !!m.customizable,
        isFeatured: !!m.featured,
        createdAt: daysAgo(now, 50 - index),
      },
    ]);
    mealIds.set(`${r.name}/${m.name}`, mealId as number);
    mealPrices.set(`${r.name}/${m.name}`, cents(m.price));
    await insertRows(
      tx,
      mealIngredients,
      m.recipe.map(([ingredient, quantity, optional]) => ({
        mealId: mealId as number,
        ingredientId: ingredientIds.get(`${r.name}/${ingredient}`) as number,
        quantity,
        isOptional: !!optional,
      })),
    );
    const groups = MEAL_OPTIONS[`${r.name}/${m.name}`] ?? [];
    const groupIds = await insertReturningIds(
      tx,
      mealOptionGroups,
      groups.map((g, position) => ({
        mealId: mealId as number,
        position,
        name: g.name,
        nameAr: g.nameAr,
        minChoices: g.min,
        maxChoices: g.max,
        freeChoices: g.free,
      })),
    );
    await insertRows(
      tx,
      mealOptions,
      groups.flatMap((g, index) =>
        g.options.map((o, position) => ({
          groupId: groupIds[index] as number,
          mealId: mealId as number,
          position,
          name: o.name,
          nameAr: o.nameAr,
          priceDeltaCents: cents(o.delta),
          ingredientId: o.takes ? (ingredientIds.get(`${r.name}/${o.takes[0]}`) as number) : null,
          quantity: o.takes?.[1] ?? null,
        })),
      ),
    );
  }
}

/** A month of past orders (mostly delivered, a few cancelled, the latest still in progress). */
async function seedOrderHistory(
  tx: Tx,
  now: Date,
  rnd: () => number,
  userIds: Map<string, number>,
  customerNames: string[],
  restaurantIds: Map<string, number>,
  mealIds: Map<string, number>,
  mealPrices: Map<string, number>,
) {
  for (const r of RESTAURANTS.filter((x) => x.approval === true)) {
    const orderCount = r.owner.username === 'chef_nadia' || r.owner.username === 'chef_omar' ? 24 : 8;
    for (let n = 0; n < orderCount; n += 1) {
      const customer = customerNames[Math.floor(rnd() * customerNames.length)] as string;
      const age = Math.floor((n / orderCount) * 29);
      const createdAt = new Date(daysAgo(now, 29 - age).getTime() + Math.floor(rnd() * 8) * 3_600_000);
      const recent = n >= orderCount - 2;
      const status = recent
        ? n === orderCount - 1
          ? 'pending'
          : 'confirmed'
        : rnd() < 0.12
          ? 'cancelled'
          : 'delivered';
      const lines = [0, 1].slice(0, 1 + Math.floor(rnd() * 2)).map(() => {
        const meal = r.meals[Math.floor(rnd() * r.meals.length)] as DemoRestaurant['meals'][number];
        return { meal, quantity: 1 + Math.floor(rnd() * 3) };
      });
      const total = lines.reduce(
        (sum, l) => sum + (mealPrices.get(`${r.name}/${l.meal.name}`) as number) * l.quantity,
        0,
      );
      const method = rnd() < 0.5 ? 'cash' : 'credit_card';
      const [orderId] = await insertReturningIds(tx, orders, [
        {
          userId: userIds.get(customer) as number,
          userUsername: customer,
          restaurantId: restaurantIds.get(r.name) as number,
          restaurantName: r.name,
          restaurantNameAr: r.nameAr,
          status,
          totalPriceCents: total,
          subtotalCents: total,
          paymentMethod: method,
          deliveryAddress: '5 Nile Street, Zamalek, Cairo',
          deliveryNotes: n % 3 === 0 ? 'Please ring twice.' : '',
          cancellationReason: status === 'cancelled' ? 'The customer asked to cancel.' : null,
          createdAt,
          updatedAt: createdAt,
        },
      ]);
      await insertRows(
        tx,
        orderItems,
        lines.map((l) => ({
          orderId: orderId as number,
          mealId: mealIds.get(`${r.name}/${l.meal.name}`) as number,
          kind: 'meal',
          name: l.meal.name,
          nameAr: l.meal.nameAr,
          quantity: l.quantity,
          priceCents: mealPrices.get(`${r.name}/${l.meal.name}`) as number,
        })),
      );
      const paymentStatus =
        method === 'cash'
          ? status === 'delivered'
            ? 'completed'
            : status === 'cancelled'
              ? 'cancelled'
              : 'pending'
          : status === 'cancelled'
            ? 'refunded'
            : 'completed';
      await insertRows(tx, payments, [
        {
          orderId: orderId as number,
          paymentMethod: method,
          amountCents: total,
          status: paymentStatus,
          transactionId: method === 'credit_card' ? `pi_demo_${orderId}` : null,
          provider: method === 'credit_card' ? 'test' : null,
          paymentDate: createdAt,
        },
      ]);
    }
  }
  // Written as rows, like an import: their answers are stored the way the orders module stores them.
  await writeAllOrderTexts(tx);
}

function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
