import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatLongDate, formatMonthYear, formatNumber } from './format';

describe('formatNumber', () => {
  it('writes thousands separators, as the screens do', () => {
    expect(formatNumber(5000)).toBe('5,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-12345)).toBe('-12,345');
  });

  it('leaves small numbers and zero as they are', () => {
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('writes what Intl writes, integers or not', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const n of [
      1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 987_654_321, -4000, 2.5, 1234.567,
    ])
      expect(formatNumber(n)).toBe(intl.format(n));
  });
});

describe('formatMonthYear', () => {
  it('gives the month and the year, in UTC', () => {
    expect(formatMonthYear('2022-03-14T10:00:00Z')).toBe('March 2022');
    expect(formatMonthYear('2025-12-31T23:30:00+00:00')).toBe('December 2025');
    expect(formatMonthYear('2024-01-01T00:30:00+02:00')).toBe('December 2023');
  });

  it('writes what Intl writes for every month', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15));
      expect(formatMonthYear(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('gives nothing for what is not a date', () => {
    expect(formatMonthYear('not a date')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('writes the day in UTC, as the screens do', () => {
    expect(formatLongDate('2025-03-03T18:00:00Z')).toBe('March 3, 2025');
    expect(formatLongDate('2025-08-10T23:59:59Z')).toBe('August 10, 2025');
    expect(formatLongDate(new Date('2024-12-31T00:00:00Z'))).toBe('December 31, 2024');
    expect(formatLongDate('not a date')).toBe('');
  });

  it("gives Intl's text for any instant", () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          expect(formatLongDate(date)).toBe(intl.format(date));
        },
      ),
    );
  });
});
