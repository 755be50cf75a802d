import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FOLDERS, MEDIA_WIDTHS } from '@dishcraft/contract';
import sharp from 'sharp';

/** Where the smaller copies live, inside the media folder; the dot keeps /media/ from serving them directly. */
const VARIANTS = '.variants';
/** A stored picture's path as mediaService writes it (`meal_images/<hex>.webp`) or the demo seed copies it. */
const MEDIA_PATH = new RegExp(`^(${MEDIA_FOLDERS.join('|')})/[\\w-]+\\.(webp|png|jpe?g)$`);

export const isMediaWidth = (width: number): boolean => (MEDIA_WIDTHS as readonly number[]).includes(width);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * The file of `mediaPath` at most `width` px wide, as WebP: made from the stored picture on the first request and
 * kept on disk beside it (uploads made before the copies existed get theirs too). A stored picture is never
 * rewritten under the same name, so a copy never goes stale; it goes with its picture (removeVariants).
 * Null when the width is not one of MEDIA_WIDTHS, the path is not a stored picture's, or the picture is gone.
 */
export async function mediaVariant(root: string, width: number, mediaPath: string): Promise<string | null> {
  if (!isMediaWidth(width) || !MEDIA_PATH.test(mediaPath)) return null;
  const variant = path.join(root, VARIANTS, String(width), mediaPath.replace(/\.\w+$/, '.webp'));
  if (await exists(variant)) return variant;
  const original = path.join(root, mediaPath);
  if (!(await exists(original))) return null;
  await mkdir(path.dirname(variant), { recursive: true });
  // Written aside and renamed: a request racing this one never reads half a file.
  const partial = `${variant}.${randomBytes(6).toString('hex')}.tmp`;
  await sharp(original).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(partial);
  await rename(partial, variant);
  return variant;
}

/** Deletes the smaller copies of a stored picture (with the picture itself, see mediaService.removeLater). */
export async function removeVariants(root: string, mediaPath: string): Promise<void> {
  await Promise.all(
    MEDIA_WIDTHS.map((width) =>
      rm(path.join(root, VARIANTS, String(width), mediaPath.replace(/\.\w+$/, '.webp')), { force: true }),
    ),
  );
}
