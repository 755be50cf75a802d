import { MEDIA_FOLDERS, MEDIA_WIDTHS } from '@dishcraft/contract';

/** A stored picture's URL as the API gives it (API.md §1.9): `<base>/media/<folder>/<file>`. */
const STORED = new RegExp(`^(.*/media/)((?:${MEDIA_FOLDERS.join('|')})/[^/?#]+)$`);

/**
 * srcset for a stored picture: the server's smaller copies (/media/w/<width>/…, MEDIA_WIDTHS) and the stored file
 * itself for anything wider (stored pictures are at most 1600 px). Undefined for any other URL.
 */
export function mediaSrcSet(src: string): string | undefined {
  const match = STORED.exec(src);
  if (!match) return undefined;
  const [, base, mediaPath] = match;
  return [...MEDIA_WIDTHS.map((width) => `${base}w/${width}/${mediaPath} ${width}w`), `${src} 1600w`].join(', ');
}
