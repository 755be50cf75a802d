import type { AllergenType } from './enums.js';

/** What customers and owners read for each allergen type; the API carries the type's code. */
export const ALLERGEN_LABELS: Record<AllergenType, string> = {
  gluten: 'Gluten',
  dairy: 'Dairy',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  shellfish: 'Shellfish',
  fish: 'Fish',
  eggs: 'Eggs',
  soy: 'Soy',
  wheat: 'Wheat',
  other: 'Other allergen',
};

/** The label of an allergen type, or the code itself for a type this client does not know yet. */
export const allergenLabel = (type: string): string => ALLERGEN_LABELS[type as AllergenType] ?? type;
