import { isAllowedImageUrl } from '@brand/ui';

/*
 * The addresses of pictures in Supabase Storage (./images.ts uploads and removes them): apart,
 * so a page that only shows pictures (a profile, a job's client) loads no upload code.
 */

export type ImageBucket = 'avatars' | 'portfolio';

/** Where our storage serves from: the Supabase project's origin. */
const storageOrigin = (): string => import.meta.env.VITE_SUPABASE_URL;

/**
 * The public URL of an object, as `storage.from(bucket).getPublicUrl(path)` writes it (the same
 * string, made here so the server's render needs no client).
 */
export function publicImageUrl(bucket: ImageBucket, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${storageOrigin().replace(/\/$/, '')}/storage/v1/object/public/${bucket}/${encoded}`;
}

/**
 * The one way an image address reaches the screen: only our storage's public objects, the
 * app's own paths and inline `data:image/` pictures are drawn; anything else becomes '' (no
 * picture), whatever a row holds.
 */
export function safeImageUrl(url: string | null | undefined): string {
  if (!url) return '';
  return isAllowedImageUrl(url, storageOrigin()) ? url : '';
}

/** The picture of a row: an uploaded object's path, else an older same-origin `image`. */
export function rowImageUrl(
  bucket: ImageBucket,
  path: string | null | undefined,
  legacy?: string | null,
): string {
  return safeImageUrl(path ? publicImageUrl(bucket, path) : legacy);
}
