import { describe, expect, it } from 'vitest';
import { membersText, todayFeeText, todaysMonthlyFee } from './community';
import { feeWorking, formatCountedAt, monthLabel, niceCeiling } from './ledger';

describe('todaysMonthlyFee', () => {
  it('is the flat launch fee until 3,334 members cover the goal, then the formula, in cents (as the database computes it)', () => {
    // The same sizes as supabase/tests/13_community_figures.sql checks private.monthly_fee at.
    expect(todaysMonthlyFee(0)).toBe(5);
    expect(todaysMonthlyFee(5)).toBe(5);
    expect(todaysMonthlyFee(3_000)).toBe(5);
    expect(todaysMonthlyFee(3_334)).toBe(5);
    expect(todaysMonthlyFee(3_335)).toBe(5);
    expect(todaysMonthlyFee(10_000)).toBe(1.67);
    expect(todaysMonthlyFee(16_667)).toBe(1);
    expect(todaysMonthlyFee(25_000)).toBe(0.67);
  });
});

describe('todayFeeText', () => {
  it('says the members, the flat fee and how many members are still needed below the goal', () => {
    expect(todayFeeText({ members: 12, monthlyFee: 5, membersUntilFeeFalls: 3_322 })).toEqual({
      line: 'Today: 12 members → $5 a month',
      note: '3,322 more members before the fee starts to fall.',
    });
    expect(todayFeeText({ members: 1, monthlyFee: 5, membersUntilFeeFalls: 3_333 }).line).toBe(
      'Today: 1 member → $5 a month',
    );
    expect(todayFeeText({ members: 3_333, monthlyFee: 5, membersUntilFeeFalls: 1 }).note).toBe(
      '1 more member before the fee starts to fall.',
    );
  });

  it('says the falling fee with cents once the goal is covered', () => {
    expect(todayFeeText({ members: 10_000, monthlyFee: 1.67, membersUntilFeeFalls: 0 })).toEqual({
      line: 'Today: 10,000 members → $1.67 a month',
      note: 'The fee has been falling since 3,334 members covered the $200,000 goal.',
    });
  });
});

describe('membersText and monthLabel', () => {
  it('writes counts and months in words', () => {
    expect(membersText(0)).toBe('0 members');
    expect(membersText(1)).toBe('1 member');
    expect(membersText(20_000)).toBe('20,000 members');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2025-01', true)).toBe('Jan 2025');
    expect(monthLabel('2025-13')).toBe('2025-13');
    expect(monthLabel('soon')).toBe('soon');
  });
});

describe('feeWorking', () => {
  it('shows the division a person can check, and when the launch fee caps it', () => {
    expect(feeWorking({ members: 0, monthlyFee: 5 })).toBe(
      'With no members yet there is nothing to divide: the fee is the flat $5 launch fee.',
    );
    expect(feeWorking({ members: 12, monthlyFee: 5 })).toBe(
      '$200,000 ÷ 12 members ÷ 12 = $1,388.89, more than the $5 launch fee: the fee is $5.',
    );
    expect(feeWorking({ members: 10_000, monthlyFee: 1.67 })).toBe(
      '$200,000 ÷ 10,000 members ÷ 12 = $1.67: the fee is $1.67.',
    );
  });
});

describe('formatCountedAt and niceCeiling', () => {
  it('writes the counting time in UTC', () => {
    expect(formatCountedAt('2026-11-27T12:04:09Z')).toBe('November 27, 2026 at 12:04 UTC');
    expect(formatCountedAt('2026-01-05T23:59:00+02:00')).toBe('January 5, 2026 at 21:59 UTC');
    expect(formatCountedAt('not a date')).toBe('');
  });

  it('rounds a chart’s top up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(412)).toBe(500);
    expect(niceCeiling(1_000)).toBe(1_000);
    expect(niceCeiling(19_755)).toBe(20_000);
    expect(niceCeiling(20_001)).toBe(50_000);
  });
});
