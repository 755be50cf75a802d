import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { addresses, areas } from '../schema.js';

interface DemoArea {
  name: string;
  nameAr: string;
}

const CAIRO = { city: 'Cairo', cityAr: 'القاهرة' };
const GIZA = { city: 'Giza', cityAr: 'الجيزة' };
const ALEXANDRIA = { city: 'Alexandria', cityAr: 'الإسكندرية' };

/** Real districts of the three cities the demo restaurants serve, each named in English and Arabic. */
export const DEMO_AREAS = [
  ...(
    [
      { name: 'Zamalek', nameAr: 'الزمالك' },
      { name: 'Maadi', nameAr: 'المعادي' },
      { name: 'Heliopolis', nameAr: 'مصر الجديدة' },
      { name: 'Nasr City', nameAr: 'مدينة نصر' },
      { name: 'Downtown', nameAr: 'وسط البلد' },
      { name: 'Garden City', nameAr: 'جاردن سيتي' },
      { name: 'New Cairo', nameAr: 'القاهرة الجديدة' },
      { name: 'Mokattam', nameAr: 'المقطم' },
      { name: 'Shubra', nameAr: 'شبرا' },
    ] satisfies DemoArea[]
  ).map((a) => ({ ...a, ...CAIRO })),
  ...(
    [
      { name: 'Dokki', nameAr: 'الدقي' },
      { name: 'Mohandessin', nameAr: 'المهندسين' },
      { name: 'Agouza', nameAr: 'العجوزة' },
      { name: '6th of October', nameAr: 'السادس من أكتوبر' },
      { name: 'Sheikh Zayed', nameAr: 'الشيخ زايد' },
      { name: 'Haram', nameAr: 'الهرم' },
    ] satisfies DemoArea[]
  ).map((a) => ({ ...a, ...GIZA })),
  ...(
    [
      { name: 'Smouha', nameAr: 'سموحة' },
      { name: 'Sidi Gaber', nameAr: 'سيدي جابر' },
      { name: 'Stanley', nameAr: 'ستانلي' },
      { name: 'Miami', nameAr: 'ميامي' },
      { name: 'Gleem', nameAr: 'جليم' },
      { name: 'Roushdy', nameAr: 'رشدي' },
      { name: 'Montaza', nameAr: 'المنتزه' },
    ] satisfies DemoArea[]
  ).map((a) => ({ ...a, ...ALEXANDRIA })),
] as const;

/** An area of the demo by its English name (unique across the three cities). */
export type DemoAreaName = (typeof DEMO_AREAS)[number]['name'];
export type DemoAreaIds = ReadonlyMap<DemoAreaName, number>;

/**
 * The demo areas' ids by English name, read back from the table: for the seeds that run after `seedAreas` (the
 * restaurants' delivery areas, the customers' addresses) inside their own transaction.
 */
export async function demoAreaIds(db: Executor): Promise<DemoAreaIds> {
  const rows = await db.select({ id: areas.id, name: areas.name }).from(areas);
  return new Map(rows.map((r) => [r.name as DemoAreaName, r.id]));
}

/** The id of a demo area; a name the seed does not have is a mistake in the seed, not a missing row. */
export function areaIdOf(ids: DemoAreaIds, name: DemoAreaName): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo area ${name} was not seeded`);
  return id;
}

/** Adds the demo areas (any already there by city and name are kept); returns every one's id by name. */
export async function seedAreas(db: Executor): Promise<DemoAreaIds> {
  await db
    .insert(areas)
    .values(DEMO_AREAS.map((a) => ({ ...a })))
    .onConflictDoNothing();
  return demoAreaIds(db);
}

/** The demo customers' saved addresses: the first of each is the default (Sara's at home in Zamalek). */
const DEMO_ADDRESSES: Record<
  string,
  (Omit<typeof addresses.$inferInsert, 'userId' | 'areaId'> & { area: DemoAreaName })[]
> = {
  sara: [
    {
      label: 'Home',
      area: 'Zamalek',
      street: '5 Nile Street',
      building: '5',
      floor: '4',
      apartment: '12',
      landmark: 'Facing the Marriott gate',
      phone: '01234567890',
    },
    {
      label: 'Work',
      area: 'Downtown',
      street: '14 Talaat Harb Street',
      building: '14',
      floor: '2',
      apartment: '',
      landmark: 'Above the bookshop',
      phone: '01234567890',
    },
  ],
  youssef: [
    {
      label: 'Home',
      area: 'Haram',
      street: '9 Pyramids Road',
      building: '9',
      floor: '6',
      apartment: '21',
      landmark: 'Next to the metro station',
      phone: '01512345678',
    },
  ],
};

/** Saves the demo customers' addresses (for accounts that exist), the first one the default. */
export async function seedAddresses(
  db: Executor,
  accountIds: Map<string, number>,
  areaIds: DemoAreaIds,
): Promise<void> {
  const rows = Object.entries(DEMO_ADDRESSES).flatMap(([username, list]) => {
    const userId = accountIds.get(username);
    if (userId === undefined) return [];
    return list.map(({ area, ...address }, i) => ({
      ...address,
      userId,
      areaId: areaIdOf(areaIds, area),
      isDefault: i === 0,
      // Apart in time, so "the most recent" is the same on every run.
      createdAt: sql`now() - ${`${list.length - i} days`}::interval`,
    }));
  });
  if (rows.length) await db.insert(addresses).values(rows);
}
