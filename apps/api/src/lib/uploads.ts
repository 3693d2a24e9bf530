import { randomBytes } from 'node:crypto';
import type { UploadContentType } from '../db/types';

/** Every photo, picture and receipt (docs/security.md#uploads): at most 500 kB, as the screens say. */
export const MAX_UPLOAD_BYTES = 500 * 1024;
export const UPLOAD_SIZE_MESSAGE = 'Image size should not exceed 500kB';

export const IMAGE_TYPES: readonly UploadContentType[] = ['image/jpeg', 'image/png', 'image/webp'];

const EXTENSIONS: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type of a file by its content (its signature), whatever name or type the client gave it;
 * null when it is none of the types we keep.
 */
export function sniffContentType(data: Uint8Array): UploadContentType | null {
  // JPEG: SOI marker then the first segment's marker.
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // PNG: the 8-byte signature, then the IHDR chunk.
  if (
    startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) &&
    startsWith(data, ascii('IHDR'), 12)
  )
    return 'image/png';
  // WebP: a RIFF container of form WEBP whose first chunk is VP8, VP8L or VP8X.
  if (
    startsWith(data, ascii('RIFF')) &&
    startsWith(data, ascii('WEBPVP8'), 8) &&
    [0x20, 0x4c, 0x58].includes(data[15] ?? -1)
  )
    return 'image/webp';
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** A fresh unguessable stored name (128 random bits) with the extension of its type. */
export function randomUploadName(type: UploadContentType): string {
  return `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
}

/** Where a stored upload is served (GET, see modules/storage); photo_path and the like hold it. */
export const STORAGE_PREFIX = '/api/storage/';

export const storagePath = (name: string) => `${STORAGE_PREFIX}${name}`;

/** The stored name behind a path this server handed out, or null for anything else. */
export function uploadNameOf(path: string | null | undefined): string | null {
  if (!path?.startsWith(STORAGE_PREFIX)) return null;
  const name = path.slice(STORAGE_PREFIX.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

export const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|pdf)$/;
