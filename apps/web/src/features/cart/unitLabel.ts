import { UNITS, type Unit } from '@dishcraft/contract';
import type { TFunction } from 'i18next';

/** A unit code in the page's language ("g" → "جم"); anything else as it came. */
export const unitLabel = (t: TFunction, unit: string) =>
  (UNITS as readonly string[]).includes(unit) ? t(`labels.unit.${unit as Unit}`) : unit;
