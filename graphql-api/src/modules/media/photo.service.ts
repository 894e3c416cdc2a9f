import sharp, { type Metadata } from 'sharp';
import { fieldError } from '@matrimony/schema';
import { refuse } from '../../common/failure.js';
import type { FileStorage } from '../../common/storage.js';
import { newStorageKey } from '../../common/tokens.js';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_PIXELS = 40_000_000;
const FULL_SIZE = 1024;
const THUMB_SIZE = 240;

/** A photo that passed every check and was re-encoded, ready to store. */
export interface ProcessedPhoto {
  key: string;
  full: Buffer;
  thumb: Buffer;
}

export function photoFileName(key: string): string {
  return `${key}.jpg`;
}

export function thumbFileName(key: string): string {
  return `${key}.thumb.jpg`;
}

/** Recognises JPEG, PNG and WebP by their first bytes, whatever the file name or declared type says. */
export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Reads an upload stream, refusing past 5 MB without buffering the rest. */
export async function readLimited(stream: NodeJS.ReadableStream, limit = PHOTO_MAX_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        break;
      }
      chunks.push(chunk);
    }
  } catch (err) {
    // graphql-upload and busboy end the stream with an error past their own size cap.
    tooLarge = /limit|truncat|exceed/i.test(String((err as Error)?.message));
    if (!tooLarge) invalid('PHOTO_UNREADABLE');
  }
  if (tooLarge) {
    (stream as unknown as { destroy?: () => void }).destroy?.();
    refuse('PHOTO_TOO_LARGE', { fieldErrors: [fieldError('image', 'PHOTO_TOO_LARGE')] });
  }
  return Buffer.concat(chunks);
}

function invalid(code: 'PHOTO_TYPE' | 'PHOTO_UNREADABLE' | 'PHOTO_TOO_MANY_PIXELS'): never {
  refuse('INVALID_PHOTO', { fieldErrors: [fieldError('image', code)] });
}

/**
 * Checks and re-encodes a photo: content-sniffed type, at most 5 MB and 40 megapixels, decoded fully (a
 * truncated file fails), re-encoded as JPEG without metadata (no EXIF, no GPS), at most 1024 px, plus a thumbnail.
 */
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  if (data.length > PHOTO_MAX_BYTES) refuse('PHOTO_TOO_LARGE', { fieldErrors: [fieldError('image', 'PHOTO_TOO_LARGE')] });
  if (!sniffImageType(data)) invalid('PHOTO_TYPE');
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    invalid('PHOTO_UNREADABLE');
  }
  if (!meta.width || !meta.height) invalid('PHOTO_UNREADABLE');
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) invalid('PHOTO_TOO_MANY_PIXELS');
  try {
    const input = () => sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' }).rotate();
    const full = await input()
      .resize(FULL_SIZE, FULL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const thumb = await sharp(full)
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return { key: newStorageKey(), full, thumb };
  } catch {
    invalid('PHOTO_UNREADABLE');
  }
}

/** Writes both files of a processed photo; removes what it wrote if the second write fails. */
export async function storePhoto(storage: FileStorage, photo: ProcessedPhoto): Promise<void> {
  await storage.put(photoFileName(photo.key), photo.full);
  try {
    await storage.put(thumbFileName(photo.key), photo.thumb);
  } catch (err) {
    await storage.remove([photoFileName(photo.key)]);
    throw err;
  }
}

export async function removePhoto(storage: FileStorage, key: string | null): Promise<void> {
  if (key) await storage.remove([photoFileName(key), thumbFileName(key)]);
}

/** Reads a GraphQL multipart upload (graphql-upload resolves the argument to a promise of the file). */
export async function readUpload(upload: Promise<{ createReadStream(): NodeJS.ReadableStream }> | null | undefined): Promise<Buffer | null> {
  if (!upload) return null;
  const file = await upload;
  return readLimited(file.createReadStream());
}
