import { DISPLAY } from '@dishcraft/contract';

const COLD = ['mintLemonade', 'karkadeh', 'mangoSmoothie', 'watermelonCooler'] as const;
const WARM = ['hotChocolate', 'sahlab', 'gingerLemonTea', 'cappuccino'] as const;

/** A drink's name and description are `home.drinks.<drink>.name` and `.description`. */
export type Drink = (typeof COLD)[number] | (typeof WARM)[number];

/** Above 25 °C cold treats, otherwise warm drinks; at most 3 (customer spec §2, §9). */
export function recommendDrinks(temperatureC: number): { kind: 'cold' | 'warm'; drinks: Drink[] } {
  const kind = temperatureC > DISPLAY.hotAboveC ? 'cold' : 'warm';
  return { kind, drinks: (kind === 'cold' ? COLD : WARM).slice(0, DISPLAY.maxDrinks) as Drink[] };
}
