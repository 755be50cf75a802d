import { everyDay, type Period } from '@dishcraft/contract';
import type { Executor } from '../client.js';
import { restaurantDeliveryAreas, type restaurants } from '../schema.js';
import { areaIdOf, type DemoAreaName, demoAreaIds } from './areas.js';

/** [area, fee EGP, minimum order EGP, delivery minutes] */
type Terms = [DemoAreaName, number, number, number];

interface DemoFulfilment {
  /** Weekly hours; without them the catalogue's one daily range on every day. */
  openingHours?: Period[];
  offersPickup: boolean;
  preparationMinutes: number;
  areas: Terms[];
}

const days = (weekdays: number[], opens: string, closes: string): Period[] =>
  weekdays.map((weekday) => ({ weekday, opens, closes }));
const ALL = [0, 1, 2, 3, 4, 5, 6];
const NOT_FRIDAY = [0, 1, 2, 3, 4, 6];

/**
 * What each demo restaurant offers (issue #21): its districts with Cairo delivery-app fees and minimums in 2026, its
 * pickup and kitchen time. The restaurants that always took orders still do (the browser tests order from them at
 * any hour); Spice Route and Sushi Zen serve lunch and dinner, Sweet Corner and Burger Lab stay open past midnight.
 */
const DEMO_FULFILMENT: Record<string, DemoFulfilment> = {
  'Nile Bites': {
    offersPickup: true,
    preparationMinutes: 15,
    areas: [
      ['Downtown', 15, 100, 20],
      ['Garden City', 15, 100, 25],
      ['Zamalek', 20, 120, 30],
      ['Shubra', 25, 150, 40],
      ['Heliopolis', 35, 200, 50],
    ],
  },
  'Alexandria Catch': {
    offersPickup: false,
    preparationMinutes: 30,
    areas: [
      ['Stanley', 20, 200, 25],
      ['Sidi Gaber', 20, 200, 30],
      ['Roushdy', 25, 200, 30],
      ['Gleem', 25, 250, 35],
      ['Smouha', 30, 250, 40],
    ],
  },
  'Pizza Forno': {
    offersPickup: true,
    preparationMinutes: 25,
    areas: [
      ['Haram', 15, 150, 20],
      ['Dokki', 25, 150, 35],
      ['Mohandessin', 25, 150, 35],
      ['6th of October', 35, 250, 50],
      ['Sheikh Zayed', 35, 250, 50],
    ],
  },
  'Green Bowl': {
    offersPickup: false,
    preparationMinutes: 15,
    areas: [
      ['Maadi', 15, 120, 20],
      ['New Cairo', 30, 200, 45],
      ['Mokattam', 25, 150, 35],
      ['Garden City', 30, 150, 40],
    ],
  },
  'Spice Route': {
    // Lunch and dinner every day.
    openingHours: [...days(ALL, '12:30', '16:00'), ...days(ALL, '19:00', '00:00')],
    offersPickup: false,
    preparationMinutes: 35,
    areas: [
      ['Mohandessin', 15, 150, 20],
      ['Agouza', 15, 150, 25],
      ['Dokki', 20, 150, 30],
      ['Haram', 30, 200, 40],
    ],
  },
  'Burger Lab': {
    openingHours: [...days(NOT_FRIDAY, '12:00', '01:00'), ...days([5], '13:30', '02:00')],
    offersPickup: true,
    preparationMinutes: 20,
    areas: [
      ['Smouha', 15, 100, 25],
      ['Sidi Gaber', 20, 100, 30],
      ['Miami', 25, 150, 40],
      ['Montaza', 35, 200, 50],
    ],
  },
  'Sweet Corner': {
    openingHours: [...days([0, 1, 2, 3, 6], '10:00', '02:00'), ...days([4, 5], '10:00', '03:00')],
    offersPickup: true,
    preparationMinutes: 10,
    areas: [
      ['Heliopolis', 15, 100, 20],
      ['Nasr City', 20, 100, 30],
      ['New Cairo', 35, 150, 45],
    ],
  },
  'Sushi Zen': {
    // Lunch and dinner, Fridays from after the noon prayer.
    openingHours: [
      ...days(NOT_FRIDAY, '12:00', '15:30'),
      ...days(ALL, '18:00', '23:30'),
      ...days([5], '13:30', '16:00'),
    ],
    offersPickup: false,
    preparationMinutes: 30,
    areas: [
      ['Zamalek', 20, 200, 25],
      ['Garden City', 25, 200, 30],
      ['Downtown', 25, 200, 30],
      ['Mohandessin', 30, 250, 40],
      ['Dokki', 30, 250, 40],
    ],
  },
};

const fulfilmentOf = (name: string): DemoFulfilment => {
  const found = DEMO_FULFILMENT[name];
  if (!found) throw new Error(`demo restaurant ${name} has no delivery settings`);
  return found;
};

/** The restaurant row's hours and fulfilment columns for a demo restaurant. */
export function demoSettings(name: string, hours: [string, string]): Partial<typeof restaurants.$inferInsert> {
  const f = fulfilmentOf(name);
  return {
    openingHours: f.openingHours ?? everyDay(hours[0], hours[1]),
    offersDelivery: true,
    offersPickup: f.offersPickup,
    preparationMinutes: f.preparationMinutes,
  };
}

/** Every demo restaurant's delivery areas, after the areas and the restaurants exist. */
export async function seedDeliveryAreas(db: Executor, restaurantIds: ReadonlyMap<string, number>): Promise<void> {
  const areaIds = await demoAreaIds(db);
  const rows = [...restaurantIds].flatMap(([name, restaurantId]) =>
    fulfilmentOf(name).areas.map(([area, fee, minimum, minutes]) => ({
      restaurantId,
      areaId: areaIdOf(areaIds, area),
      feeCents: fee * 100,
      minimumOrderCents: minimum * 100,
      deliveryMinutes: minutes,
    })),
  );
  if (rows.length) await db.insert(restaurantDeliveryAreas).values(rows);
}
