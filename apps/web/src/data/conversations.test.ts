import { describe, expect, it } from 'vitest';
import { clockTime, monthDay, weekdayName } from './conversations';

/** What the screens showed before, from Intl (its narrow no-break space made plain). */
const intl = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', options);
  return (at: Date) => format.format(at).replace(/\s/g, ' ');
};

describe('time words without Intl', () => {
  it('write every hour, minute, weekday and day of a year as Intl en-US does', () => {
    const clock = intl({ hour: 'numeric', minute: '2-digit' });
    const weekday = intl({ weekday: 'short' });
    const shortDate = intl({ month: 'short', day: 'numeric' });
    const start = new Date(2026, 0, 1, 0, 0).getTime();
    // Every 7 minutes for a year (a leap day, midnight, noon and every minute value included).
    for (let t = start; t < start + 366 * 24 * 3600_000; t += 7 * 60_000) {
      const at = new Date(t);
      expect(clockTime(at)).toBe(clock(at));
      expect(weekdayName(at)).toBe(weekday(at));
      expect(monthDay(at)).toBe(shortDate(at));
    }
  });

  it('write midnight and noon as 12', () => {
    expect(clockTime(new Date(2026, 2, 4, 0, 5))).toBe('12:05 AM');
    expect(clockTime(new Date(2026, 2, 4, 12, 0))).toBe('12:00 PM');
    expect(clockTime(new Date(2026, 2, 4, 23, 59))).toBe('11:59 PM');
    expect(monthDay(new Date(2026, 2, 4))).toBe('Mar 4');
    expect(weekdayName(new Date(2026, 2, 4))).toBe('Wed');
  });
});
