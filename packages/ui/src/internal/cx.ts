/** Joins class names, skipping falsy values. */
export const cx = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
