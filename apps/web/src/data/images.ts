import { imageExtension, type ImageType } from '@brand/ui';
import { getSupabase } from '../session/client';
import type { ImageBucket } from './imageUrls';

/*
 * Pictures in Supabase Storage: avatars and portfolio images live in the public buckets
 * `avatars` and `portfolio`, each person under a folder named by their user id (the buckets'
 * policies refuse anything else, and the 5 MB / PNG-JPEG-WebP rule by the file's bytes).
 * Uploads and removals go through supabase-js's storage client; the rows keep the object's
 * path, and the address shown is its public URL.
 */

export type { ImageBucket } from './imageUrls';
export { publicImageUrl, rowImageUrl, safeImageUrl } from './imageUrls';

/**
 * Uploads a checked picture under the person's folder with a fresh name (so a changed picture
 * is never served stale from a cache), and returns its path.
 */
export async function uploadImage(
  bucket: ImageBucket,
  userId: string,
  file: File,
  type: ImageType,
): Promise<string> {
  const supabase = await getSupabase();
  const name = `${crypto.randomUUID()}.${imageExtension[type]}`;
  const path = `${userId}/${name}`;
  const { error } = await supabase.storage
    .from(bucket)
    .upload(path, file, { contentType: type, cacheControl: '3600', upsert: false });
  if (error) throw new Error(storageMessage(error.message));
  return path;
}

/** Removes objects; a failure is only logged (an unused file is no one's problem). */
export async function removeImages(bucket: ImageBucket, paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const supabase = await getSupabase();
  const { error } = await supabase.storage.from(bucket).remove(paths);
  if (error) console.warn(`Removing ${paths.length} file(s) from ${bucket} failed:`, error);
}

/** Every object in the person's folder of a bucket (for deleting an account). */
export async function listOwnImages(bucket: ImageBucket, userId: string): Promise<string[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.storage.from(bucket).list(userId, { limit: 1000 });
  if (error) throw error;
  return (data ?? []).map((object) => `${userId}/${object.name}`);
}

/** The storage service's refusal in words a person can act on. */
function storageMessage(message: string): string {
  if (/size|too large|exceed/i.test(message))
    return 'The picture is larger than 5 MB. Choose a smaller one.';
  if (/mime|type|format/i.test(message))
    return 'The picture must be a PNG, JPEG or WebP file. Choose another.';
  return `The picture could not be uploaded: ${message}`;
}
