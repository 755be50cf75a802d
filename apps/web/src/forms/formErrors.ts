import { DEFAULT_MESSAGES, fieldMessages, localizeMessage, type Language } from '@dishcraft/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api';
import { activeLocale } from '../lib/locale';

/** Every message of a form's errors (nested objects and lists of fields included) in `language`, in place. */
function localizeErrors(errors: unknown, language: Language): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string')
      (errors as Record<string, unknown>).message = localizeMessage(value, language);
    else localizeErrors(value, language);
  }
}

/**
 * A resolver whose messages read in the page's language. The contract's schemas word their messages in English, the
 * API's texts byte for byte; the contract's localizeMessage finds each one's Arabic. Every form's resolver goes
 * through here: `localizedResolver(zodResolver(schema))`, or withFieldLabels and resolverWith, which do it themselves.
 */
export function localizedResolver<TIn extends FieldValues, TOut>(
  resolver: Resolver<TIn, unknown, TOut>,
): Resolver<TIn, unknown, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    localizeErrors(result.errors, activeLocale().language);
    return result;
  };
}

/** The field errors of a refused request: the body of a 400 answer, nothing for any other failure. */
export function badRequestBody(error: unknown): unknown {
  return error instanceof ApiError && error.status === 400 ? error.body : null;
}

/**
 * Puts a DRF-shaped 400 body (`{ field: ["message"] }`) under the fields the form has. Returns the fields that
 * got a message and what is left (non_field_errors, detail, fields the form lacks) as one sentence for an alert.
 */
export function applyServerErrors<T extends FieldValues>(
  body: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): { fields: Path<T>[]; rest: string } {
  const placed: Path<T>[] = [];
  const rest: string[] = [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { fields: placed, rest: '' };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (!messages.length) continue;
    if ((fields as readonly string[]).includes(key)) {
      setError(key as Path<T>, { type: 'server', message: messages.join(' ') });
      placed.push(key as Path<T>);
    } else {
      rest.push(messages.join(' '));
    }
  }
  return { fields: placed, rest: rest.join(', ') };
}

/**
 * After a refused submit: bring the first invalid field (in the form's visual order) into view and give it the
 * focus, so keyboard and screen-reader users land on what needs fixing (customer spec §2 Register).
 */
export function focusFirstInvalid<N extends string>(
  invalid: Readonly<Partial<Record<string, unknown>>> | readonly string[],
  order: readonly N[],
  idOf: (name: N) => string,
): N | undefined {
  const isInvalid = (name: N) =>
    Array.isArray(invalid) ? invalid.includes(name) : Boolean((invalid as Partial<Record<string, unknown>>)[name]);
  const first = order.find(isInvalid);
  if (!first) return undefined;
  const element = document.getElementById(idOf(first));
  if (element) {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
  }
  return first;
}

/** Scrolls the first field with an error into view (forms focus it too). */
export function scrollToFirstError(formId: string): void {
  requestAnimationFrame(() => {
    const invalid = document.querySelector<HTMLElement>(`#${CSS.escape(formId)} [aria-invalid="true"]`);
    invalid?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    invalid?.focus({ preventScroll: true });
  });
}

/** Each field's label, as the form shows it, for its messages. */
export type FieldLabels = Partial<Record<string, string>>;

/**
 * A resolver whose "required" messages name their field: the contract's schemas answer the API's 'This field is
 * required.', and a form says '{Field} is required' (customer spec §5) through the contract's fieldMessages. The
 * one place every form's required message is worded; its messages read in the page's language (localizedResolver).
 */
export function withFieldLabels<TIn extends FieldValues, TOut>(
  resolver: Resolver<TIn, unknown, TOut>,
  labels: FieldLabels,
): Resolver<TIn, unknown, TOut> {
  return localizedResolver(async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [field, error] of Object.entries(result.errors as Record<string, { message?: unknown }>)) {
      const label = labels[field];
      if (label && error?.message === DEFAULT_MESSAGES.required) error.message = fieldMessages(label).required;
    }
    return result;
  });
}

/**
 * A zod resolver plus checks across fields that run even when other fields are invalid (zod skips an
 * object's refinements while any field fails), so every problem shows at once on submit.
 */
export function resolverWith<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  check: (values: TIn) => Partial<Record<string, string | false | null | undefined>>,
  labels: FieldLabels = {},
): Resolver<TIn, unknown, TOut> {
  const base = zodResolver(schema as never) as unknown as Resolver<TIn, unknown, TOut>;
  return withFieldLabels(async (values, context, options) => {
    const result = await base(values, context, options);
    const extra = Object.entries(check(values)).filter((entry): entry is [string, string] => !!entry[1]);
    if (extra.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [field, message] of extra) errors[field] ??= { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<TIn> };
  }, labels);
}

/**
 * The messages of a nested part of a 400 body (API.md §1: a list field holds one object per element, `{}` when
 * valid) as form paths and texts: `{options: [{}, {name: ['…']}]}` under `option_groups.0` gives
 * `['option_groups.0.options.1.name', '…']`. An element's own errors (`non_field_errors`) are the element's.
 */
export function nestedServerErrors(value: unknown, path: string): [string, string][] {
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) return value.length ? [[path, value.join(' ')]] : [];
    return value.flatMap((v, i) => nestedServerErrors(v, `${path}.${i}`));
  }
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    nestedServerErrors(v, key === 'non_field_errors' ? path : `${path}.${key}`),
  );
}
