import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { FileUpload } from 'graphql-upload-minimal';
import type { Metadata } from 'sharp';
import { DomainError } from '../../common/errors.js';
import type { FileStorage } from '../../common/file-storage.js';

/** Limits for product images (see docs/decisions/product-images-and-storage.md). */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** Decoded size guard against pixel bombs (a tiny file that expands to gigabytes). */
  maxPixels: 40_000_000,
  maxSide: 12_000,
  mainWidth: 800,
  thumbWidth: 400,
} as const;

export const ImageMessages = {
  invalidType: 'Please upload a valid image (JPEG, PNG, GIF, WEBP)',
  tooLarge: 'Image must be 5 MB or smaller',
  tooManyPixels: 'Image dimensions are too large (at most 40 megapixels, 12000 pixels a side)',
} as const;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export const invalidImage = () =>
  new DomainError('UNSUPPORTED_MEDIA_TYPE', ImageMessages.invalidType, 'image');
export const imageTooLarge = () => new DomainError('PAYLOAD_TOO_LARGE', ImageMessages.tooLarge, 'image');

/** Reads a GraphQL multipart upload into memory, refusing more than `maxBytes`. */
export async function readUpload(
  upload: Promise<FileUpload> | FileUpload,
  maxBytes: number = IMAGE_LIMITS.maxBytes,
): Promise<Buffer> {
  const file = await upload;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buf.length;
      if (total > maxBytes) throw imageTooLarge();
      chunks.push(buf);
    }
  } catch (err) {
    if (err instanceof DomainError) throw err;
    // graphql-upload-minimal ends the stream with an error when maxFileSize is exceeded.
    if (err instanceof Error && /exceed|truncat|limit/i.test(err.message)) throw imageTooLarge();
    throw err;
  }
  return Buffer.concat(chunks);
}

/**
 * Stores product images under `<uploadsDir>/products/`: the bytes must really be JPEG, PNG, GIF or
 * WEBP (sniffed, never trusted from the name or the client's type); they are decoded with a pixel
 * limit, auto-rotated, stripped of metadata and re-encoded to WebP at two display sizes.
 */
export class ProductImages {
  constructor(private readonly storage: FileStorage) {}

  /** Validates and stores an uploaded image; answers the path under /uploads of the main size. */
  async store(bytes: Buffer): Promise<string> {
    if (bytes.length > IMAGE_LIMITS.maxBytes) throw imageTooLarge();
    const { fileTypeFromBuffer } = await import('file-type');
    const type = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
    if (!type || !ACCEPTED.has(type.mime)) throw invalidImage();
    const name = `products/${crypto.randomBytes(12).toString('hex')}.webp`;
    await this.render(bytes, name);
    return name;
  }

  /** Decodes (with limits) and writes the main and thumbnail WebP files for `relPath`. */
  async render(input: Buffer, relPath: string): Promise<void> {
    // Loaded on the first image, not at start: libvips is about 20 MB of memory an idle shop never uses.
    const { default: sharp } = await import('sharp');
    let meta: Metadata;
    try {
      meta = await sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels }).metadata();
    } catch (err) {
      if (err instanceof Error && /pixel limit/i.test(err.message))
        throw new DomainError('PAYLOAD_TOO_LARGE', ImageMessages.tooManyPixels, 'image');
      throw invalidImage();
    }
    const width = meta.width ?? 0;
    const height = meta.pageHeight ?? meta.height ?? 0;
    if (!width || !height) throw invalidImage();
    if (
      width > IMAGE_LIMITS.maxSide ||
      height > IMAGE_LIMITS.maxSide ||
      width * height > IMAGE_LIMITS.maxPixels
    )
      throw new DomainError('PAYLOAD_TOO_LARGE', ImageMessages.tooManyPixels, 'image');
    let main: Buffer;
    let thumb: Buffer;
    try {
      // Only the first frame of an animation is kept; metadata (EXIF, GPS) is never copied.
      const decoder = () =>
        sharp(input, { limitInputPixels: IMAGE_LIMITS.maxPixels, animated: false, failOn: 'error' }).rotate();
      const resize = (w: number) => ({
        width: w,
        height: w,
        fit: 'inside' as const,
        withoutEnlargement: true,
      });
      main = await decoder().resize(resize(IMAGE_LIMITS.mainWidth)).webp({ quality: 82 }).toBuffer();
      thumb = await decoder().resize(resize(IMAGE_LIMITS.thumbWidth)).webp({ quality: 78 }).toBuffer();
    } catch (err) {
      if (err instanceof DomainError) throw err;
      throw invalidImage();
    }
    try {
      await this.storage.put(relPath, main, WEBP);
      await this.storage.put(thumbPath(relPath), thumb, WEBP);
    } catch (err) {
      await this.remove(relPath);
      throw err;
    }
  }

  /** Copies ready-made main and thumbnail files in as `relPath` (seed images from the cache). */
  async adopt(main: string, thumb: string, relPath: string): Promise<void> {
    await this.storage.put(relPath, await fs.readFile(main), WEBP);
    await this.storage.put(thumbPath(relPath), await fs.readFile(thumb), WEBP);
  }

  /** Copies the stored files of `relPath` out (to fill the seed image cache). */
  async export(relPath: string, main: string, thumb: string): Promise<void> {
    for (const [key, file] of [
      [relPath, main],
      [thumbPath(relPath), thumb],
    ] as const) {
      const bytes = await this.storage.get(key);
      if (!bytes) throw new Error(`missing stored image ${key}`);
      await fs.writeFile(file, bytes);
    }
  }

  async exists(relPath: string): Promise<boolean> {
    return (await this.storage.exists(relPath)) && (await this.storage.exists(thumbPath(relPath)));
  }

  /** Removes both sizes; missing files are fine. */
  async remove(relPath: string | null | undefined): Promise<void> {
    if (!relPath) return;
    for (const key of [relPath, thumbPath(relPath)]) await this.storage.delete(key);
  }
}

const WEBP = 'image/webp';

export function thumbPath(relPath: string): string {
  return relPath.replace(/\.webp$/, '-thumb.webp');
}
