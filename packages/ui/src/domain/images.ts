/*
 * Images people upload (avatars, portfolio pictures): at most 5 MB, PNG, JPEG or WebP, judged by
 * the file's first bytes, never by its name or declared type. The storage buckets refuse the
 * same (supabase/README.md, "Images"); checking here first gives a clear message before any
 * upload.
 */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const imageLimits = {
  /** 5 MB, the buckets' `file_size_limit`. */
  bytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'] as readonly ImageType[],
} as const;

/** The extension an object of this type is stored under. */
export const imageExtension: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The type the first bytes say, or null when they are not PNG, JPEG or WebP. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i];
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)
  )
    return 'image/png';
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; message: string };

/** What a file must be, said the same way wherever a picture is chosen. */
export const imageRule = 'PNG, JPEG or WebP, at most 5 MB.';

/** Checks a chosen file by its size and its bytes; the message names the problem. */
export async function checkImageFile(file: Blob & { name?: string }): Promise<ImageCheck> {
  const name = file.name ? `"${file.name}"` : 'This file';
  if (file.size === 0) return { ok: false, message: `${name} is empty. Choose a picture.` };
  if (file.size > imageLimits.bytes) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return {
      ok: false,
      message: `${name} is ${mb} MB. Pictures can be at most 5 MB: choose a smaller one.`,
    };
  }
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const type = sniffImageType(head);
  if (!type)
    return {
      ok: false,
      message: `${name} is not a PNG, JPEG or WebP picture (its contents are something else). Choose a PNG, JPEG or WebP file.`,
    };
  return { ok: true, type };
}

// Which addresses may be drawn: its own module, so a page that only shows pictures loads no
// upload checks.
export { isAllowedImageUrl } from './imageUrls';
