import { describe, expect, it } from 'vitest';
import { formatMonthYear, formatNumber } from './format';

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
