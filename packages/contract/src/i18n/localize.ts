import { en } from './en/index.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language.js';
import { translator } from './translator.js';

type Tree = { readonly [key: string]: string | Tree };

interface Template {
  /** The key without its plural suffix, as `t` takes it. */
  key: string;
  pattern: RegExp;
  names: string[];
  /** Length of the text around the placeholders: the longer, the more specific. */
  fixed: number;
  /**
   * The count a plural text implies when it does not print it ("Remove it from them"): 1 for `_one`, else one that
   * picks the other languages' general plural.
   */
  count?: number;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function flatten(tree: Tree, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
  );
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile([key, text]: [string, string]): Template {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    source += escapeRegex(text.slice(last, match.index));
    source += '([\\s\\S]*?)';
    names.push(match[1] as string);
    last = match.index + match[0].length;
  }
  source += escapeRegex(text.slice(last));
  return {
    key: key.replace(PLURAL, ''),
    pattern: new RegExp(`^${source}$`),
    names,
    fixed: text.replace(PLACEHOLDER, '').length,
    ...(PLURAL.test(key) && { count: key.endsWith('_one') ? 1 : 3 }),
  };
}

const bySpecificity = (a: Template, b: Template) => b.fixed - a.fixed || a.names.length - b.names.length;

/**
 * Pieces a message quotes rather than sends on its own: names of fields and objects, counted nouns, the codes'
 * labels. They are read back only inside a captured value, so a user's text that happens to equal one stays as is.
 */
const FRAGMENTS = [
  /^errors\.names\./,
  /^errors\.ingredient\.(meals|customMeals|mealsAndCustomMeals)(_|$)/,
  /^labels\./,
];
const isFragment = (key: string) => FRAGMENTS.some((re) => re.test(key));

let compiled: { messages: Template[]; fragments: Template[] } | null = null;

/** Compiled on first use: only a request in another language than English pays for it. */
function templates() {
  if (!compiled) {
    // Not `email`: notifications and e-mails are written in their reader's language from the start.
    const all = [...flatten(en.errors, 'errors.'), ...flatten(en.labels, 'labels.')].map(compile);
    compiled = {
      messages: all.filter((t) => !isFragment(t.key)).sort(bySpecificity),
      fragments: all.filter((t) => isFragment(t.key)).sort(bySpecificity),
    };
  }
  return compiled;
}

/** `t` of a language for keys found at run time (the typed `t` takes only keys written in the code). */
const tr = (language: Language) => translator(language) as unknown as (key: string, values?: object) => string;

const ORDER_STATUS_CODES = new Set(Object.keys(en.labels.orderStatus));
/** Placeholders that carry an order status code, printed as its label in another language. */
const STATUS_PLACEHOLDERS = new Set(['status', 'from', 'to']);

function render(list: Template[], text: string, language: Language): string | null {
  for (const template of list) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, unknown> = template.count === undefined ? {} : { count: template.count };
    template.names.forEach((name, i) => {
      const captured = match[i + 1] as string;
      if (name === 'count') values.count = Number(captured);
      else if (STATUS_PLACEHOLDERS.has(name) && ORDER_STATUS_CODES.has(captured))
        values[name] = tr(language)(`labels.orderStatus.${captured}`);
      else values[name] = localizeFragment(captured, language);
    });
    if ('count' in values && !Number.isFinite(values.count)) continue;
    return tr(language)(template.key, values);
  }
  return null;
}

function localizeFragment(text: string, language: Language): string {
  return render(templates().fragments, text, language) ?? text;
}

/**
 * The same message in `language`, for an English message rendered from the `errors` catalogue (the API's
 * texts, byte for byte): its key is found by matching every template, most specific first, and the values it
 * quotes are carried over, themselves localized when they are known names or labels. Any other text comes back
 * unchanged; a text of several lines is localized line by line.
 */
export function localizeMessage(text: string, language: Language): string {
  if (language === 'en' || text === '') return text;
  if (text.includes('\n'))
    return text
      .split('\n')
      .map((line) => localizeMessage(line, language))
      .join('\n');
  return render(templates().messages, text, language) ?? text;
}

/** Keys whose strings are messages; any other string of a body is data (a name, a code) and stays as it is. */
const MESSAGE_KEYS = new Set(['detail', 'message', 'error']);
/** Keys whose lists hold codes, not messages. */
const CODE_LISTS = new Set(['allowed']);

/**
 * A DRF-shaped error body in `language`: `{detail}`, `{field: [messages]}`, `non_field_errors`, nested objects and
 * lists of them. Only message strings change; keys, codes and data stay as they are.
 */
export function localizeBody<T>(body: T, language: Language): T {
  if (language === 'en') return body;
  return walk(body, language) as T;
}

function walk(value: unknown, language: Language): unknown {
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? localizeMessage(item, language) : walk(item, language)));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (typeof item === 'string') return [key, MESSAGE_KEYS.has(key) ? localizeMessage(item, language) : item];
      if (CODE_LISTS.has(key)) return [key, item];
      return [key, walk(item, language)];
    }),
  );
}

/** A stored language (users.language) as one Dishcraft speaks: English when none was chosen. */
export const languageOrDefault = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);
