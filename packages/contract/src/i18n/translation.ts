/** The plural categories of Intl.PluralRules: English uses one and other, Arabic all six. */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type PluralKey = `${string}_${Exclude<PluralForm, 'other'>}`;

/**
 * A catalogue that translates `T` (the English one): every key of T, except the plural forms English has but another
 * language may not need (`_one`), and any plural form of its own (Arabic's `_zero`, `_two`, `_few`, `_many`).
 */
export type Translation<T> = {
  [K in keyof T as K extends PluralKey ? never : K]: T[K] extends string ? string : Translation<T[K]>;
} & { [K in PluralKey]?: string };
