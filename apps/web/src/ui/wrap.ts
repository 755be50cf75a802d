/**
 * Lets a long word (a 255-character custom meal name, a note without spaces) break anywhere, so text wraps inside
 * its box instead of pushing it wider; unlike `break-word`, `anywhere` also lets flex items and table columns shrink.
 */
export const wrapAnywhere = { overflowWrap: 'anywhere' } as const;
