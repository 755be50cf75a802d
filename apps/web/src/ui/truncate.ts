/** Cuts `text` to at most `max` characters, ending with an ellipsis when it was longer (spec §9 description cuts). */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}...`;
}
