import type { z } from 'zod';

/** DRF-shaped field errors: `{ field: ["message"] }`, nested for list elements. */
export type FieldErrors = { [field: string]: string[] | FieldErrors | FieldErrors[] };

/**
 * Turns zod issues into the DRF body the spec's client reads. Top-level object issues go under
 * `non_field_errors`; list elements get one object each (`{}` when valid), as API.md §1.6 shows.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: Record<string, unknown> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String) : ['non_field_errors'];
    insert(out, path, issue.message);
  }
  return out as FieldErrors;
}

function insert(target: Record<string, unknown>, path: string[], message: string): void {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) {
    const existing = target[head];
    if (Array.isArray(existing) && existing.every((e) => typeof e === 'string')) {
      if (!existing.includes(message)) existing.push(message);
    } else if (existing === undefined) {
      target[head] = [message];
    }
    return;
  }
  const [next] = rest as [string];
  if (/^\d+$/.test(next)) {
    let list = target[head];
    if (!Array.isArray(list) || list.some((e) => typeof e === 'string')) {
      list = [];
      target[head] = list;
    }
    const arr = list as Record<string, unknown>[];
    const index = Number(next);
    while (arr.length <= index) arr.push({});
    const tail = rest.slice(1);
    insert(arr[index] as Record<string, unknown>, tail.length ? tail : ['non_field_errors'], message);
    return;
  }
  let child = target[head];
  if (child === undefined || Array.isArray(child)) {
    child = {};
    target[head] = child;
  }
  insert(child as Record<string, unknown>, rest, message);
}

/** First message of a DRF error body, flattened, for alerts ("field: message" joined by commas). */
export function flattenErrors(body: unknown): string {
  if (body == null) return '';
  if (typeof body === 'string') return body;
  if (Array.isArray(body)) return body.map(flattenErrors).filter(Boolean).join(', ');
  if (typeof body === 'object') {
    const obj = body as Record<string, unknown>;
    if (typeof obj.detail === 'string') return obj.detail;
    if (typeof obj.error === 'string') return obj.error;
    return Object.entries(obj)
      .map(([key, value]) => {
        const text = flattenErrors(value);
        if (!text) return '';
        return key === 'non_field_errors' ? text : `${key}: ${text}`;
      })
      .filter(Boolean)
      .join(', ');
  }
  return String(body);
}
