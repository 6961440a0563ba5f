/**
 * What a file is, from its first bytes (not its name, not the type the client declared): the
 * image types the buckets accept. An SVG, an HTML page or a script renamed `.png` is none of them.
 */

/** The types this server can recognise by their bytes. */
export const SNIFFABLE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type SniffedType = (typeof SNIFFABLE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, sig: readonly number[], at = 0): boolean {
  if (bytes.length < at + sig.length) return false;
  return sig.every((b, i) => bytes[at + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type the bytes are, or undefined when they are none of SNIFFABLE_TYPES. */
export function sniffImage(bytes: Uint8Array): SniffedType | undefined {
  // PNG: the 8-byte signature, then the IHDR chunk.
  if (startsWith(bytes, PNG) && startsWith(bytes, ascii('IHDR'), 12)) return 'image/png';
  // JPEG: start of image, then a marker (FF xx).
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // WebP: a RIFF container whose form type is WEBP, with a VP8/VP8L/VP8X chunk.
  if (
    startsWith(bytes, ascii('RIFF')) &&
    startsWith(bytes, ascii('WEBP'), 8) &&
    startsWith(bytes, ascii('VP8'), 12)
  )
    return 'image/webp';
  return undefined;
}

/** The names people know the types by, for messages ("PNG, JPEG or WebP"). */
export function typeNames(types: readonly string[]): string {
  const names = types.map(
    (t) => ({ 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' })[t] ?? t,
  );
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** True when `type` (e.g. 'image/png; charset=x') is allowed by a bucket's list ('image/*' too). */
export function typeAllowed(type: string, allowed: readonly string[]): boolean {
  const t = type.split(';')[0]!.trim().toLowerCase();
  return allowed.some((a) => {
    const x = a.trim().toLowerCase();
    return x === t || (x.endsWith('/*') && t.startsWith(x.slice(0, -1)));
  });
}
