import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MESSAGES, HTTP_MESSAGES, LIMITS, type MediaFolder } from '@dishcraft/contract';
import sharp from 'sharp';
import type { AppContext, OnCommit } from '../../context.js';
import { fieldError, tooLarge } from '../../lib/errors.js';
import { isUpload } from './body.js';
import { removeVariants } from './variants.js';

/** The formats API.md §1.9 accepts, as sharp names them after reading the content. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** A decompression bomb stops here, long before it is decoded (about 8000 × 5000). */
const MAX_PIXELS = 40_000_000;

/**
 * The one upload pipeline: the type comes from the bytes (never the name or header), the image
 * is decoded, turned upright, stripped of metadata, cut to its first frame, scaled to at most
 * 1600 px and stored as WebP under a random name.
 */
export function mediaService(ctx: AppContext) {
  const root = ctx.config.mediaDir;

  /** Stores an upload and returns its media path (`meal_images/<hex>.webp`). */
  async function store(folder: MediaFolder, field: string, bytes: Buffer): Promise<string> {
    const invalid = () => fieldError(field, DEFAULT_MESSAGES.image);
    if (bytes.length > LIMITS.upload.maxBytes) throw tooLarge(HTTP_MESSAGES.imageTooLarge);
    let output: Buffer;
    try {
      const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
      if (!meta.format || !ACCEPTED.has(meta.format)) throw invalid();
      if (meta.format === 'heif' && meta.compression !== 'av1') throw invalid();
      output = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
        .rotate()
        .resize(LIMITS.upload.maxSide, LIMITS.upload.maxSide, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (error) {
      if (error instanceof Error && 'status' in error) throw error;
      throw invalid();
    }
    const name = `${folder}/${randomBytes(16).toString('hex')}.webp`;
    await mkdir(path.join(root, folder), { recursive: true });
    await writeFile(path.join(root, name), output);
    return name;
  }

  return {
    store,

    /**
     * An image field of a body (API.md §1.9): `undefined` when not sent, `null` to remove the
     * image (an empty multipart value or JSON `null`), else the stored upload's path. Any other
     * value is the 400 image message.
     */
    async storeField(folder: MediaFolder, field: string, value: unknown): Promise<string | null | undefined> {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      if (!isUpload(value)) throw fieldError(field, DEFAULT_MESSAGES.image);
      return store(folder, field, value.upload);
    },

    /**
     * Deletes a replaced or removed file once the change that dropped it has committed: pass the
     * transaction's `onCommit`; without it the file goes as soon as the current work is done
     * (for a file whose change failed, or was never written).
     */
    removeLater(mediaPath: string | null | undefined, onCommit: OnCommit = ctx.afterCommit): void {
      if (!mediaPath) return;
      const target = path.join(root, mediaPath);
      if (!target.startsWith(root + path.sep)) return;
      onCommit('media cleanup', () => Promise.all([rm(target, { force: true }), removeVariants(root, mediaPath)]));
    },
  };
}

/** Absolute URL of a stored file (API.md §1.9), or null. */
export function mediaUrl(baseUrl: string, mediaPath: string | null | undefined): string | null {
  return mediaPath ? `${baseUrl}/media/${mediaPath}` : null;
}
