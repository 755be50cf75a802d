import type { Language } from './language.js';

/**
 * Content written by people (restaurant, meal, category and ingredient names and descriptions) is not in the
 * catalogues: each such field may carry an Arabic twin, `<field>_ar`, beside it (issue #20). The main field stays
 * what it always was, so the reference client reads the same JSON; the twin is null when the author gave none.
 */
export type Bilingual<F extends string> = { [K in F]?: string | null } & { [K in `${F}_ar`]?: string | null };

const given = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The text of `field` to show in `language`: Arabic reads the twin and falls back to the main field when the twin is
 * empty; English reads the main field and falls back to the twin when the main field is empty. "" when neither.
 */
export function localized<F extends string>(obj: Bilingual<F>, field: F, language: Language): string {
  const main = (obj as Record<string, string | null | undefined>)[field];
  const arabic = (obj as Record<string, string | null | undefined>)[`${field}_ar`];
  const [first, second] = language === 'ar' ? [arabic, main] : [main, arabic];
  if (given(first)) return first;
  return given(second) ? second : '';
}
