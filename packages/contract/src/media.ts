/**
 * Widths (px) of the smaller copies the server makes of a stored picture, at /media/w/<width>/<path> (issue #8: a
 * 549 px picture shown 140 px wide cost a phone ~40 KB per page). The web app lists them in srcset.
 */
export const MEDIA_WIDTHS = [160, 320, 640] as const;
