import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, rows, type TestApp } from '../../../test/helpers.js';
import {
  lowestPriceCents,
  type MealOptionGroupOut,
  mealOptionGroupsField,
  type MealOut,
  openingHoursSchema,
  parseCents,
} from '@dishcraft/contract';
import { seedDemo } from './index.js';

/** The demo data of issue #20: both languages on every piece of content, prices a Cairo customer would believe. */
describe('the demo seed', () => {
  let t: TestApp;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestApp();
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'dishcraft-seed-'));
    await seedDemo(t.db, { mediaDir, now: new Date('2026-11-20T12:00:00Z') });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('gives every restaurant, meal, category and ingredient an Arabic name, and written in Arabic', async () => {
    const missing = await rows<{ kind: string; name: string }>(
      t,
      sql`select 'restaurant' as kind, name from restaurants where coalesce(name_ar, '') !~ '[ء-ي]' or coalesce(description_ar, '') !~ '[ء-ي]'
          union all select 'meal', name from meals where coalesce(name_ar, '') !~ '[ء-ي]' or coalesce(description_ar, '') !~ '[ء-ي]'
          union all select 'category', name from categories where coalesce(name_ar, '') !~ '[ء-ي]' or coalesce(description_ar, '') !~ '[ء-ي]'
          union all select 'ingredient', name from ingredients where coalesce(name_ar, '') !~ '[ء-ي]'
            or (description <> '' and coalesce(description_ar, '') !~ '[ء-ي]')
          union all select 'option group', name from meal_option_groups where coalesce(name_ar, '') !~ '[ء-ي]'
          union all select 'option', name from meal_options where coalesce(name_ar, '') !~ '[ء-ي]'`,
    );
    expect(missing).toEqual([]);
  });

  it('prices meals in Egyptian pounds at Cairo levels', async () => {
    const price = async (name: string) =>
      Number(
        (await rows<{ cents: number }>(t, sql`select base_price_cents as cents from meals where name = ${name}`))[0]
          ?.cents,
      ) / 100;
    expect(await price('Koshari')).toBeGreaterThanOrEqual(45);
    expect(await price('Koshari')).toBeLessThanOrEqual(90);
    expect(await price('Grilled Kofta Plate')).toBeGreaterThanOrEqual(220);
    expect(await price('Grilled Kofta Plate')).toBeLessThanOrEqual(320);
    expect(await price('Lemon Mint Cooler')).toBeGreaterThanOrEqual(20);
    expect(await price('Lemon Mint Cooler')).toBeLessThanOrEqual(40);
    const [cheapest] = await rows<{ cents: number }>(t, sql`select min(base_price_cents) as cents from meals`);
    expect(Number(cheapest?.cents)).toBeGreaterThanOrEqual(2000);
  });

  it('seeds the districts of Cairo, Giza and Alexandria in both languages, and Sara a default address in Zamalek', async () => {
    const areas = (await call(t, 'GET', '/api/areas/')).body as {
      name: string;
      name_ar: string;
      city: string;
      city_ar: string;
    }[];
    expect(areas.length).toBeGreaterThanOrEqual(20);
    expect(areas.filter((a) => !/[ء-ي]/.test(a.name_ar) || !/[ء-ي]/.test(a.city_ar))).toEqual([]);
    expect(new Set(areas.map((a) => a.city))).toEqual(new Set(['Alexandria', 'Cairo', 'Giza']));
    expect(areas.find((a) => a.name === 'Heliopolis')).toMatchObject({ name_ar: 'مصر الجديدة', city_ar: 'القاهرة' });
    const sara = await call(t, 'POST', '/api/token/', { body: { username: 'sara', password: 'Customer123!' } });
    const saved = (await call(t, 'GET', '/api/users/addresses/', { token: sara.body.token })).body;
    expect(saved[0]).toMatchObject({ is_default: true, area_details: { name: 'Zamalek', name_ar: 'الزمالك' } });
    expect(saved.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);
  });

  it('gives every restaurant delivery areas in its city with EGP fees, minimums and times, and valid hours', async () => {
    const list = (await call(t, 'GET', '/api/restaurants/restaurants/')).body as {
      id: number;
      name: string;
      address: string;
      offers_pickup: boolean;
      opening_hours: { weekday: number; opens: string; closes: string }[];
    }[];
    for (const r of list) {
      expect(openingHoursSchema.safeParse(r.opening_hours).success, r.name).toBe(true);
      const areas = (await call(t, 'GET', `/api/restaurants/restaurants/${r.id}/delivery-areas/`)).body as {
        area_details: { city: string };
        fee: string;
        minimum_order: string;
        delivery_minutes: number;
      }[];
      expect(areas.length, r.name).toBeGreaterThanOrEqual(3);
      for (const a of areas) {
        expect(r.address, r.name).toContain(a.area_details.city);
        expect(Number(a.fee)).toBeGreaterThanOrEqual(15);
        expect(Number(a.fee)).toBeLessThanOrEqual(35);
        expect(Number(a.minimum_order)).toBeGreaterThanOrEqual(100);
        expect(Number(a.minimum_order)).toBeLessThanOrEqual(250);
        expect(a.delivery_minutes).toBeGreaterThanOrEqual(20);
        expect(a.delivery_minutes).toBeLessThanOrEqual(50);
      }
    }
    const periods = (name: string) => list.find((r) => r.name === name)?.opening_hours ?? [];
    // two service periods a day, one running past midnight, pickup at some
    expect(periods('Spice Route').filter((p) => p.weekday === 1)).toHaveLength(2);
    expect(periods('Burger Lab').some((p) => p.closes < p.opens)).toBe(true);
    expect(list.filter((r) => r.offers_pickup).length).toBeGreaterThanOrEqual(2);
    const zamalek = (await call(t, 'GET', '/api/areas/')).body.find((a: { name: string }) => a.name === 'Zamalek');
    const there = (await call(t, 'GET', `/api/restaurants/restaurants/?area=${zamalek.id}`)).body;
    expect(there.map((r: { name: string }) => r.name)).toEqual(['Nile Bites']);
    expect(there.every((r: { delivery: unknown }) => r.delivery !== null)).toBe(true);
  });

  it('gives several meals a required Size and optional Extras that take their restaurant’s ingredients', async () => {
    const meals = (await call(t, 'GET', '/api/meals/meals/')).body as MealOut[];
    const withOptions = meals.filter((m) => m.option_groups.length > 0);
    const sized = withOptions.filter((m) => m.option_groups.some((g) => g.name === 'Size'));
    expect(sized.length).toBeGreaterThanOrEqual(3);
    for (const meal of withOptions) {
      // What an owner's form would send back is valid, and no choice costs less than nothing.
      const written = mealOptionGroupsField.safeParse(meal.option_groups);
      expect(written.success, meal.name).toBe(true);
      expect(lowestPriceCents(parseCents(meal.base_price) ?? 0, written.data ?? []), meal.name).toBeGreaterThan(0);
      const ingredientIds = (
        await call(t, 'GET', `/api/restaurants/restaurants/${meal.restaurant}/ingredients/`)
      ).body.map((i: { id: number }) => i.id);
      for (const option of meal.option_groups.flatMap((g) => g.options))
        if (option.ingredient !== null) expect(ingredientIds, option.name).toContain(option.ingredient);
    }
    for (const meal of sized) {
      const group = (name: string) => meal.option_groups.find((g) => g.name === name) as MealOptionGroupOut;
      expect(group('Size'), meal.name).toMatchObject({ min_choices: 1, max_choices: 1 });
      const [small, , large] = group('Size').options;
      expect(Number(small?.price_delta), meal.name).toBeLessThan(0);
      expect(Number(large?.price_delta), meal.name).toBeGreaterThan(0);
      expect(large?.ingredient, meal.name).not.toBeNull();
      expect(group('Extras'), meal.name).toMatchObject({ min_choices: 0, max_choices: 3, free_choices: 1 });
    }
    const truffle = withOptions
      .flatMap((m) => m.option_groups.flatMap((g) => g.options))
      .find((o) => o.name === 'Truffle oil drizzle');
    expect(truffle).toMatchObject({ is_available: true, available: false });
  });

  it('finds the koshari place by its Arabic words', async () => {
    const found = await call(t, 'GET', `/api/restaurants/restaurants/?search=${encodeURIComponent('كشري')}`);
    expect(found.body.map((r: { name: string }) => r.name)).toEqual(['Nile Bites']);
    const meals = await call(t, 'GET', `/api/meals/meals/?search=${encodeURIComponent('طعمية')}`);
    expect(meals.body.map((m: { name_ar: string }) => m.name_ar)).toEqual(['ساندوتش طعمية']);
  });
});
