/**
 * Whether an image address may be drawn: only from our own storage (`storageOrigin`, its
 * public objects path) or the app's own origin (a same-origin path), or an inline
 * `data:image/` picture. Anything else (another site, `javascript:`, a protocol-relative
 * `//host`) is never rendered.
 */
export function isAllowedImageUrl(url: string, storageOrigin?: string): boolean {
  if (url === '') return false;
  if (/^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/i.test(url)) return true;
  if (/^\/(?![/\\])/.test(url)) return true;
  if (!storageOrigin) return false;
  try {
    const parsed = new URL(url);
    const base = new URL(storageOrigin);
    return (
      parsed.origin === base.origin && parsed.pathname.startsWith('/storage/v1/object/public/')
    );
  } catch {
    return false;
  }
}
