/*
 * Numbers and dates as the screens write them (en-US). Plain arithmetic where it gives the
 * same text: the first Intl formatter a page makes loads the browser's locale data, measured
 * here at 150–240 ms (NumberFormat) and 45–85 ms (DateTimeFormat) on a phone-speed CPU, in the
 * middle of a screen's first render.
 */

let grouped: Intl.NumberFormat | undefined;

/** With thousands separators: 5000 → '5,000', 2.5 → '2.5'. */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  grouped ??= new Intl.NumberFormat('en-US');
  return grouped.format(value);
}

let usd: Intl.NumberFormat | undefined;

/**
 * Dollars with cents and thousands separators: 5 → '$5.00', 200000 → '$200,000.00'. Rounded to
 * the cent as Intl rounds: the number as JavaScript writes it, half away from zero, so
 * 0.666666 → '$0.67' and 1.005 → '$1.01'.
 */
export function formatUsd(value: number): string {
  const cents = wholeCents(value);
  if (cents === undefined) {
    usd ??= new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return usd.format(value);
  }
  const text = `$${formatNumber(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
  // Intl signs a negative that rounds to zero, and -0, too: '-$0.00'.
  return value < 0 || Object.is(value, -0) ? `-${text}` : text;
}

/**
 * |value| in whole cents, rounded from its shortest decimal form ('1.005' → 101), as Intl
 * does; undefined where that form has an exponent or the cents would not be exact.
 */
function wholeCents(value: number): number | undefined {
  const decimal = /^(\d+)(?:\.(\d*))?$/.exec(String(Math.abs(value)));
  if (!decimal) return undefined;
  const [, whole = '', fraction = ''] = decimal;
  const cents =
    Number(whole) * 100 +
    Number(fraction.slice(0, 2).padEnd(2, '0')) +
    ((fraction[2] ?? '0') >= '5' ? 1 : 0);
  return Number.isSafeInteger(cents) && Number(whole) < 1e13 ? cents : undefined;
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The day of an instant, in UTC (so the server's page and the browser's agree):
 * '2025-03-03T18:00:00Z' → 'March 3, 2025'. '' when it is not a date.
 */
export function formatLongDate(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(date.getTime())) return '';
  return `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/**
 * The month and year of an instant, in UTC: '2022-03-14T10:00:00Z' → 'March 2022' (as a
 * profile says "Member since …"). '' when `iso` is not a date.
 */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
