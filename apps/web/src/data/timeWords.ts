/*
 * A time and a day in words, as en-US writes them, in the browser's own time zone: '10:42 AM',
 * 'Mon', 'Mar 4'. Written out rather than asked of Intl.DateTimeFormat, whose first use on a
 * page loads the browser's locale data: a long task of 80 ms at a phone's speed when the
 * messages list formatted its first timestamp, after the page had drawn (`pnpm bench:trace`).
 * The same words as Intl's en-US (its narrow space before AM/PM is a plain one here).
 */

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '10:42 AM', '12:05 PM'. */
export function clockTime(at: Date): string {
  const hours = at.getHours();
  const minutes = String(at.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Mon'. */
export const weekdayName = (at: Date): string => days[at.getDay()]!;

/** 'Mar 4'. */
export const monthDay = (at: Date): string => `${months[at.getMonth()]} ${at.getDate()}`;
