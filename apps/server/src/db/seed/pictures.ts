/**
 * What each demo picture shows, as Fluent Emoji names (files of fluentui-emoji/icons/modern): the dish first, then
 * what goes beside it on the table. Kept apart from the catalogue so the recipes stay readable.
 */

/** The table a cuisine is served on, and how its dishes are plated. */
export type Table = 'walnut' | 'oak' | 'marble' | 'slate' | 'linen' | 'terracotta';
export type Vessel = 'plate' | 'stoneware' | 'board' | 'glass';

export interface Cuisine {
  table: Table;
  /** The cuisine's signature dish: the logo's emoji. */
  signature: string;
  /** Badge colours of the logo: inner and outer stop of its gradient. */
  badge: [string, string];
}

export const CUISINES = {
  Egyptian: { table: 'terracotta', signature: 'falafel', badge: ['#f6c46a', '#d9822b'] },
  Seafood: { table: 'linen', signature: 'tropical-fish', badge: ['#8fd3f4', '#2b7bb9'] },
  Italian: { table: 'walnut', signature: 'pizza', badge: ['#ff8a65', '#c62828'] },
  Healthy: { table: 'marble', signature: 'avocado', badge: ['#b5e48c', '#4c956c'] },
  Indian: { table: 'oak', signature: 'curry-rice', badge: ['#ffd166', '#e07a1f'] },
  Burgers: { table: 'slate', signature: 'hamburger', badge: ['#ffbe76', '#8d5524'] },
  Desserts: { table: 'linen', signature: 'shortcake', badge: ['#ffc8dd', '#d6336c'] },
  Japanese: { table: 'slate', signature: 'sushi', badge: ['#ffb4a2', '#9d0208'] },
} satisfies Record<string, Cuisine>;
export type CuisineName = keyof typeof CUISINES;

export interface DishArt {
  vessel: Vessel;
  /** The dish, then one or two things beside it. */
  emoji: [string, ...string[]];
}

const plate = (...emoji: [string, ...string[]]): DishArt => ({ vessel: 'plate', emoji });
const stoneware = (...emoji: [string, ...string[]]): DishArt => ({ vessel: 'stoneware', emoji });
const board = (...emoji: [string, ...string[]]): DishArt => ({ vessel: 'board', emoji });
const glass = (...emoji: [string, ...string[]]): DishArt => ({ vessel: 'glass', emoji });

export const DISHES: Record<string, DishArt> = {
  Koshari: stoneware('steaming-bowl', 'onion', 'tomato'),
  'Grilled Kofta Plate': plate('cut-of-meat', 'flatbread', 'cooked-rice'),
  'Molokhia with Chicken': stoneware('pot-of-food', 'poultry-leg', 'garlic'),
  'Ful Medames': plate('beans', 'flatbread', 'lemon'),
  'Tahini Dip': stoneware('bowl-with-spoon', 'flatbread', 'garlic'),
  'Chicken Shawarma Wrap': board('stuffedbread', 'cucumber', 'garlic'),
  'Taameya Sandwich': board('falafel', 'flatbread', 'herb'),
  Hawawshi: board('stuffedbread', 'cut-of-meat', 'hot-pepper'),
  'Fatta with Beef': stoneware('shallow-pan-of-food', 'cooked-rice', 'garlic'),
  'Om Ali': stoneware('pie', 'peanuts', 'glass-of-milk'),

  'Grilled Sea Bass': plate('fish', 'lemon', 'herb'),
  'Fried Calamari': plate('fried-shrimp', 'lemon', 'salt'),
  'Shrimp Tagine': stoneware('shallow-pan-of-food', 'shrimp', 'tomato'),
  'Seafood Soup': plate('bowl-with-spoon', 'crab', 'shrimp'),
  'Crab Feast': board('crab', 'lemon', 'lobster'),
  'Fisherman Salad': plate('green-salad', 'shrimp', 'lemon'),
  'Lemon Mint Cooler': glass('tropical-drink', 'lemon', 'herb'),

  Margherita: board('pizza', 'tomato', 'herb'),
  'Pepperoni Pizza': board('pizza', 'hot-pepper', 'cheese-wedge'),
  'Funghi Pizza': board('pizza', 'brown-mushroom', 'garlic'),
  'Spaghetti Carbonara': plate('spaghetti', 'egg', 'bacon'),
  'Spaghetti Pomodoro': plate('spaghetti', 'tomato', 'herb'),
  'Caprese Salad': plate('tomato', 'cheese-wedge', 'olive'),
  Tiramisu: plate('shortcake', 'hot-beverage'),

  'Harvest Quinoa Bowl': stoneware('bowl-with-spoon', 'roasted-sweet-potato', 'avocado'),
  'Halloumi Power Salad': plate('green-salad', 'cheese-wedge', 'cucumber'),
  'Avocado Greek Salad': plate('avocado', 'olive', 'tomato'),
  'Crispy Tofu Bowl': stoneware('steaming-bowl', 'broccoli', 'pea-pod'),
  'Falafel Chickpea Plate': plate('falafel', 'flatbread', 'cucumber'),
  'Green Smoothie': glass('cup-with-straw', 'kiwi-fruit', 'leafy-green'),
  'Almond Date Bites': board('cookie', 'chestnut', 'honey-pot'),

  'Butter Chicken': stoneware('curry-rice', 'poultry-leg', 'hot-pepper'),
  'Chicken Biryani': plate('cooked-rice', 'poultry-leg', 'onion'),
  'Palak Paneer': stoneware('pot-of-food', 'leafy-green', 'cheese-wedge'),
  'Dal Tadka': stoneware('bowl-with-spoon', 'ginger-root', 'hot-pepper'),
  'Garlic Naan': board('flatbread', 'garlic', 'butter'),
  'Mango Lassi': glass('glass-of-milk', 'mango'),
  'Paneer Tikka': plate('cheese-wedge', 'bell-pepper', 'hot-pepper'),

  'Classic Smash Burger': board('hamburger', 'tomato', 'onion'),
  'Bacon Double': board('hamburger', 'bacon', 'cheese-wedge'),
  'Crispy Chicken Burger': board('hamburger', 'poultry-leg', 'leafy-green'),
  'Satay Burger': board('hamburger', 'peanuts', 'hot-pepper'),
  'Hand-cut Fries': plate('french-fries', 'salt', 'potato'),
  'Cheese Fries': plate('french-fries', 'cheese-wedge'),
  'Vanilla Shake': glass('glass-of-milk', 'soft-ice-cream'),

  Basbousa: plate('pie', 'honey-pot'),
  'Pistachio Kunafa': plate('custard', 'peanuts'),

  'Salmon Maki': board('sushi', 'chopsticks'),
};

/** A dish without an entry (added to the catalogue later) is still plated, by its category. */
export const BY_CATEGORY: Record<string, DishArt> = {
  Mains: plate('pot-of-food'),
  Starters: plate('flatbread'),
  Salads: plate('green-salad'),
  Desserts: plate('shortcake'),
  Drinks: glass('cup-with-straw'),
  'Pizza & Pasta': board('pizza'),
};
