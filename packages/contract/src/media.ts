/** The folders of the media directory that stored pictures go in (API.md §1.9: `/media/<folder>/<file>`). */
export const MEDIA_FOLDERS = [
  'restaurant_logos',
  'restaurant_covers',
  'ingredient_images',
  'meal_images',
  'profile_pics',
] as const;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];

/**
 * Widths (px) of the smaller copies the server makes of a stored picture, at /media/w/<width>/<path> (issue #8: a
 * 549 px picture shown 140 px wide cost a phone ~40 KB per page). The web app lists them in srcset. 960: a card
 * across a phone (~400 CSS px at density 1.75-2) wants ~720-800 px, which without it fetched the 1600 px original.
 */
export const MEDIA_WIDTHS = [160, 320, 640, 960] as const;
