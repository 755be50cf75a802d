import { DISPLAY } from '@dishcraft/contract';

export interface Drink {
  name: string;
  description: string;
}

const COLD: Drink[] = [
  { name: 'Fresh Mint Lemonade', description: 'Squeezed lemons, crushed mint and plenty of ice.' },
  { name: 'Iced Hibiscus (Karkadeh)', description: 'Tart, ruby-red and served ice cold.' },
  { name: 'Mango Smoothie', description: 'Ripe mango blended smooth with yoghurt.' },
  { name: 'Watermelon Cooler', description: 'Chilled watermelon juice with a squeeze of lime.' },
];

const WARM: Drink[] = [
  { name: 'Hot Chocolate', description: 'Rich cocoa with steamed milk.' },
  { name: 'Sahlab', description: 'Creamy warm milk pudding drink with cinnamon and nuts.' },
  { name: 'Ginger Lemon Tea', description: 'Fresh ginger, lemon and a spoon of honey.' },
  { name: 'Cappuccino', description: 'Espresso under a cap of milk foam.' },
];

/** Above 25 °C cold treats, otherwise warm drinks; at most 3 (customer spec §2, §9). */
export function recommendDrinks(temperatureC: number): { kind: 'cold' | 'warm'; drinks: Drink[] } {
  const kind = temperatureC > DISPLAY.hotAboveC ? 'cold' : 'warm';
  return { kind, drinks: (kind === 'cold' ? COLD : WARM).slice(0, DISPLAY.maxDrinks) };
}
